import { describe, expect, it } from 'vitest';
import { percent, table } from '../../src/cli/format';

describe('cli formatting', () => {
  it('aligns text left and numbers right', () => {
    expect(table(['word', 'bits'], [['SALET', '5.84'], ['CRANE', '10.00']])).toBe(
      'word   bits\n-----  -----\nSALET   5.84\nCRANE  10.00',
    );
  });

  it('shows tiny long-shot chances as an upper bound, not as zero', () => {
    expect(percent(0.5)).toBe('50.0%');
    expect(percent(0.00043)).toBe('0.043%');
    expect(percent(3e-7)).toBe('<0.001%');
    expect(percent(0)).toBe('0.0%');
  });
});
