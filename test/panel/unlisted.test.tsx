// Consistent colours that no listed word fits are not blamed on the colours; the panel
// says the answer may be unlisted and still lists probes (the real solver, through the mock).
import { waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { boardReading } from '../../src/panel/mock-scenarios';
import { renderPanel, shownWords } from './render-panel';

describe('panel: an answer the lists may not have', () => {
  it('FUZZY ggggb: one status line, probes listed, no contradiction reported', async () => {
    const reading = boardReading([{ guess: 'fuzzy', marks: ['correct', 'correct', 'correct', 'correct', 'absent'] }]);
    const r = await renderPanel({ reading });
    await waitFor(() => expect(shownWords(r.container).length).toBeGreaterThan(0));
    expect(r.container.textContent).toContain("the answer may be a word the lists don't have");
    expect(r.getByTestId('status').textContent).not.toContain('Check the colours');
  });
});
