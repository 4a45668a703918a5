// Consistent colours that no listed word fits are not blamed on the colours; the panel
// says the answer may be unlisted and still lists probes (the real solver, through the mock).
import { waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/panel/i18n';
import { boardReading } from '../../src/panel/mock-scenarios';
import { renderPanel, shownWords } from './render-panel';

describe('panel: an answer the lists may not have', () => {
  it('FUZZY ggggb: one status line, probes listed, no contradiction reported', async () => {
    const reading = boardReading([{ guess: 'fuzzy', marks: ['correct', 'correct', 'correct', 'correct', 'absent'] }]);
    const r = await renderPanel({ reading });
    await waitFor(() => expect(shownWords(r.container).length).toBeGreaterThan(0));
    expect(r.getByTestId('unlisted-answer').textContent).toBe(t('unlistedAnswer'));
    expect(r.getByTestId('status').getAttribute('data-kind')).toBe('playing');
  });
});
