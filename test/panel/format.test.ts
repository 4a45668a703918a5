import { describe, expect, it } from 'vitest';
import { fmt, percent, splitRemaining } from '../../src/panel/format';

describe('splitRemaining', () => {
  it('puts the listed words first and the long shots apart when the whole list is sent', () => {
    const s = splitRemaining({ candidates: 5, longShots: 2, remaining: ['stove', 'smote', 'stoke', 'stude', 'sythe'] });
    expect(s).toEqual({ fresh: { words: ['stove', 'smote', 'stoke'], notSent: 0 }, played: { words: [], notSent: 0 }, offList: { words: ['stude', 'sythe'], notSent: 0 } });
  });

  it('history: words not played yet, then the played ones, then the long shots', () => {
    const s = splitRemaining({ candidates: 6, longShots: 1, played: 2, remaining: ['stove', 'smote', 'stoke', 'stole', 'stone', 'sythe'] });
    expect(s).toEqual({ fresh: { words: ['stove', 'smote', 'stoke'], notSent: 0 }, played: { words: ['stole', 'stone'], notSent: 0 }, offList: { words: ['sythe'], notSent: 0 } });
    const cut = splitRemaining({ candidates: 300, longShots: 100, played: 150, remaining: Array.from({ length: 100 }, (_, i) => `w${i}`) });
    expect([cut.fresh.words.length, cut.fresh.notSent, cut.played.words.length, cut.played.notSent, cut.offList.notSent]).toEqual([50, 0, 50, 100, 100]);
  });

  it('has no long shots in the shown part when more listed words exist than are sent', () => {
    const remaining = Array.from({ length: 100 }, (_, i) => `w${i}`);
    const s = splitRemaining({ candidates: 523, longShots: 397, remaining });
    expect(s.fresh.words).toHaveLength(100);
    expect(s.fresh.notSent).toBe(26);
    expect(s.offList.words).toEqual([]);
    expect(s.offList.notSent).toBe(397);
  });

  it('splits inside the shown part when the listed words run out before 100', () => {
    const remaining = Array.from({ length: 100 }, (_, i) => `w${i}`);
    const s = splitRemaining({ candidates: 180, longShots: 123, remaining });
    expect(s.fresh.words).toHaveLength(57);
    expect(s.fresh.notSent).toBe(0);
    expect(s.offList.words[0]).toBe('w57');
    expect(s.offList.notSent).toBe(80);
  });
});

describe('number formats', () => {
  it('fixes the decimals and never shows a small chance as 0%', () => {
    expect(fmt(1.666, 2)).toBe('1.67');
    expect(fmt(3, 1)).toBe('3.0');
    expect(percent(0.004)).toBe('<1%');
    expect(percent(0)).toBe('0%');
    expect(percent(1 / 3)).toBe('33%');
  });
});
