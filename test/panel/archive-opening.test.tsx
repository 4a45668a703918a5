// An archive puzzle's empty board (a date the shipped list covers): the openers come from the book
// of today's history without their expected guesses, and the panel says so in place; today's
// empty board shows the book's figures and no such note.
import { waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/panel/i18n';
import { boardReading } from '../../src/panel/mock-scenarios';
import { renderPanel, shownWords } from './render-panel';

describe("panel: an archive date's empty board", () => {
  it('lists the openers without guesses to finish, and says why', async () => {
    const r = await renderPanel({ reading: boardReading([], { date: '2024-05-06' }) });
    await waitFor(() => expect(shownWords(r.container).length).toBe(10));
    expect(shownWords(r.container)[0]).toBe('tarse');
    expect(r.container.querySelectorAll('.fig-main')).toHaveLength(0);
    expect(r.getByTestId('opening-note').textContent).toBe(t('openingOtherHistory'));
  });

  it("today's empty board: the book's figures, no note", async () => {
    const r = await renderPanel({ reading: boardReading([]) });
    await waitFor(() => expect(shownWords(r.container).length).toBe(10));
    expect(r.container.querySelectorAll('.fig-main').length).toBeGreaterThan(0);
    expect(r.queryByTestId('opening-note')).toBeNull();
  });
});
