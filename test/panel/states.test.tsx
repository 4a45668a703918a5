// Every state of the status line and the results, against the mock connector. States and figures
// are read from the test hooks (data-kind, data-value); where the words themselves are the point,
// they are built from messages.json through t(), as the panel builds them.
import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/panel/App';
import type { Connector } from '../../src/panel/connector';
import { createMockConnector } from '../../src/panel/connector-mock';
import { answerChance, dateText, guessesFigure, withoutEmoji } from '../../src/panel/format';
import { t } from '../../src/panel/i18n';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import type { GuessEvaluation } from '../../src/shared/evaluation';
import type { Suggestion } from '../../src/core/types';
import { couldWinText } from '../../src/panel/components/Suggestions';
import { boardSignature } from '../../src/shared/hints';
import type { PageReading } from '../../src/shared/page';
import { marksCode } from '../../src/core/pattern';
import { countShown, messagePattern, NYT, renderPanel, shownWords, valueOf, type Rendered } from './render-panel';

/** The status line's state (data-kind) and its figure (data-value: the guesses played). */
const statusOf = (r: Rendered) => {
  const el = r.getByTestId('status');
  return { kind: el.getAttribute('data-kind'), value: valueOf(el), hint: el.querySelector('.status-hint')?.getAttribute('data-kind') ?? null };
};
const grey = t('markAbsent');
const green = t('markCorrect');

/** The rows of a board reading. */
const boardOf = (reading: PageReading | null | undefined) => (reading?.kind === 'board' ? reading.rows : []);

describe('panel states', () => {
  it('a game in progress: board, status, likely answers first, best suggestion marked, unlikely words collapsed', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: NYT });
    await waitFor(() => expect(countShown(r, 'candidate-count')).toBe(14));
    // 3 listed words fit, and 11 words outside the list: the headline counts the 3.
    expect(countShown(r, 'likely-count')).toBe(3);
    expect(countShown(r, 'unlikely-count')).toBe(11);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe(t('likelyMany', 3));
    expect(r.getByTestId('candidate-count').closest('p')?.textContent).toBe(`${t('unlikelyWords', 11)} ${t('allFit', 14)}`);
    expect(statusOf(r)).toEqual({ kind: 'playing', value: 2, hint: null });
    const board = r.getByRole('list', { name: t('boardLabel') });
    expect(board.children).toHaveLength(6); // six rows always, so nothing below moves
    expect(within(board).getAllByRole('listitem')).toHaveLength(2); // empty rows are hidden
    expect(r.getByRole('listitem', { name: t('rowLabel', 'CRANE', [grey, grey, grey, grey, green].join(', ')) })).toBeTruthy();
    const items = r.getAllByTestId('suggestion');
    expect(items[0].className).toContain('best');
    expect(within(items[0]).getByText(t('best'))).toBeTruthy();
    expect(items.slice(1).every((el) => !el.className.includes('best'))).toBe(true);
    // STOVE is a likely answer (a third, the long shots weigh a little), a word with letters ruled out is not.
    const stove = items.find((el) => el.getAttribute('data-word') === 'stove');
    const mark = stove?.querySelector('.word-line')?.querySelector('.answer-mark');
    expect(valueOf(mark)).toBeCloseTo(1 / 3, 2);
    expect(mark?.textContent).toBe(t('canBeAnswer', answerChance(valueOf(mark)!)));
    expect(items.filter((el) => !['stove', 'stoke', 'smote'].includes(el.getAttribute('data-word')!)).every((el) => !el.querySelector('.answer-mark'))).toBe(true);
    const longShots = r.container.querySelector('details.long-shots') as HTMLDetailsElement;
    expect(longShots.open).toBe(false);
    expect(valueOf(longShots)).toBe(11);
    expect(longShots.querySelector('summary')?.textContent).toBe(t('longShots', 11));
    // All three are NYT answers in the same SCOWL size (35): equally likely, so alphabetical.
    expect(r.getByRole('list', { name: t('likelyLabel') }).textContent).toBe('SMOTESTOKESTOVE');
    expect(r.getByTestId('announce').textContent).toBe(`${t('announceLeft', 3)} ${t('announceBest', shownWords(r.container)[0].toUpperCase())}`);
  });

  it('a long list shows the likeliest words first and folds the rest', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'], settings: NYT });
    expect(countShown(r, 'candidate-count')).toBe(523);
    expect(countShown(r, 'likely-count')).toBe(126);
    expect(r.getByRole('list', { name: t('likelyLabel') }).children).toHaveLength(24);
    // 126 listed words, of which the solver sends the first 100; none of the 397 long shots.
    const more = r.container.querySelector('details.more-likely') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(valueOf(more)).toBe(102);
    expect(more.querySelector('summary')?.textContent).toBe(t('moreLikely', 102));
    expect(within(more).getByRole('list').children).toHaveLength(76);
    expect(valueOf(within(more).getByTestId('not-sent'))).toBe(26);
    const longShots = r.container.querySelector('details.long-shots') as HTMLDetailsElement;
    expect(valueOf(longShots)).toBe(397);
    expect(valueOf(within(longShots).getByTestId('not-sent'))).toBe(397);
    expect(within(longShots).getByTestId('not-sent').textContent).toBe(t('moreWords', 397));
  });

  it('near-tie: ten suggestions with the same figures fold into one row, "+9 equally good"', async () => {
    const r = await renderPanel({ reading: SCENARIOS['near-tie'], settings: NYT });
    const list = r.getByRole('list', { name: t('suggestionsLabel') });
    const leads = Array.from(list.children);
    expect(leads).toHaveLength(1);
    const figure = leads[0].querySelector('.fig-main');
    expect(figure?.getAttribute('data-kind')).toBe('guesses');
    expect(valueOf(figure)).toBeCloseTo(2.2, 1);
    expect(figure?.textContent).toBe(t('figGuesses', guessesFigure(valueOf(figure)!)));
    expect(valueOf(r.getByTestId('ties'))).toBe(9);
    expect(r.getByTestId('ties').querySelector('summary')?.textContent).toBe(t('equallyGood', 9));
    // Every word is still there (and in the solver's order), folded.
    expect(r.getAllByTestId('suggestion')).toHaveLength(10);
    expect(countShown(r, 'likely-count')).toBe(5);
  });

  it('near-tie: when no suggestion can win, names the best likely answer the worker found', async () => {
    const asked: string[] = [];
    const r = await renderPanel({
      settings: NYT,
      reading: SCENARIOS['near-tie'],
      evaluate: (_b, word) => (asked.push(word), { ok: true, value: { word, expectedGuesses: asked.length === 2 ? 2.25 : 2.5 } as GuessEvaluation }),
    });
    // The likeliest four of the five likely answers are checked; the cheapest is named.
    expect(asked).toHaveLength(4);
    const couldWin = r.getByTestId('best-could-win');
    expect(couldWin.getAttribute('data-word')).toBe(asked[1]);
    expect(valueOf(couldWin)).toBe(2.25);
    const first = r.getAllByTestId('suggestion')[0];
    expect(couldWin.textContent).toBe(couldWinText({ word: asked[1], expectedGuesses: 2.25 }, { word: first.getAttribute('data-word')!, expectedGuesses: valueOf(first.querySelector('.fig-main')) } as Suggestion));
  });

  it('mid-game: names the best guess that could be the answer when the best cannot, with its cost', async () => {
    const r = await renderPanel({ reading: SCENARIOS['mid-game'], settings: NYT });
    // After TARSE: 249 likely answers and 510 unlikely words (the example).
    expect(countShown(r, 'likely-count')).toBe(249);
    expect(countShown(r, 'candidate-count')).toBe(759);
    expect(countShown(r, 'unlikely-count')).toBe(510);
    const first = r.getAllByTestId('suggestion')[0];
    const line = first.querySelector('.word-line')!;
    expect(line.querySelector('.answer-mark')).toBeNull();
    expect(line.querySelector('.rare-tag')?.textContent).toBe(t('rareWord'));
    const couldWin = r.getByTestId('best-could-win');
    const word = couldWin.getAttribute('data-word')!;
    expect(word).toMatch(/^[a-z]{5}$/);
    expect(word).not.toBe(first.getAttribute('data-word'));
    expect(valueOf(couldWin)?.toFixed(1)).toBe('3.0');
    expect(couldWin.textContent).toBe(couldWinText({ word, expectedGuesses: valueOf(couldWin)! }, { word: first.getAttribute('data-word')!, expectedGuesses: valueOf(first.querySelector('.fig-main')) } as Suggestion));
  });

  it('one left: the headline says one likely answer, the word wins now', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-left'], settings: NYT });
    expect(countShown(r, 'likely-count')).toBe(1);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe(t('likelyOne', 1));
    const best = r.getAllByTestId('suggestion')[0];
    expect(best.getAttribute('data-word')).toBe('stove');
    expect(best.querySelector('.fig-main')?.getAttribute('data-kind')).toBe('wins-now');
    expect(best.querySelector('.figures')?.textContent).toBe(t('figWinsNow'));
    expect(valueOf(best.querySelector('.answer-mark'))).toBe(1);
    expect(r.queryByTestId('best-could-win')).toBeNull();
  });

  it('last guess: five rows played, the count and the suggestions still shown', async () => {
    const r = await renderPanel({ reading: SCENARIOS['last-guess'], settings: NYT });
    expect(statusOf(r)).toMatchObject({ kind: 'playing', value: 5 });
    expect(countShown(r, 'likely-count')).toBe(3);
    expect(r.getAllByTestId('suggestion').length).toBeGreaterThan(0);
  });

  it('shows the letters being typed in the next row', async () => {
    const reading = SCENARIOS['in-progress'];
    if (reading.kind !== 'board') throw new Error('scenario is a board');
    const r = await renderPanel({ reading: { ...reading, typing: 'sto' } });
    const row = r.getByRole('listitem', { name: t('typingLabel', 'STO') });
    expect(Array.from(row.children, (c) => c.textContent)).toEqual(['S', 'T', 'O', '', '']);
  });

  it('explains a suggestion in plain words on request', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    const first = r.getAllByTestId('suggestion')[0];
    const word = first.getAttribute('data-word')!.toUpperCase();
    const why = within(first).getByRole('button', { name: t('whyLabel', word) });
    const reason = first.querySelector('p.reason') as HTMLElement;
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(reason.hidden).toBe(true);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(why.getAttribute('aria-controls')).toBe(reason.id);
    expect(reason.hidden).toBe(false);
    // In likely answers, as the headline counts them: never "words" in "groups".
    const left = messagePattern('reasonLikelyLeft', /[\d.,]+/, /\d+/).source;
    expect(reason.textContent).toMatch(new RegExp(`^(?:${left}|${messagePattern('reasonLikelyApart', /\d+/).source})`, 'u'));
    expect(reason.textContent).not.toMatch(/group/);
  });

  it('no Wordle tab: says so, and offers manual mode', async () => {
    const r = await renderPanel();
    expect(statusOf(r)).toEqual({ kind: 'no-tab', value: null, hint: 'no-tab' });
    expect(r.queryByTestId('candidate-count')).toBeNull();
    fireEvent.click(r.getByRole('button', { name: t('useManual') }));
    expect(r.getByRole('heading', { name: t('manualHeading') })).toBeTruthy();
  });

  it('waiting for the content script', async () => {
    const r = await renderPanel({ reading: SCENARIOS.waiting });
    expect(statusOf(r).kind).toBe('waiting');
    expect(r.queryByTestId('suggestion')).toBeNull();
  });

  it('markup not recognised: the reason, what to do, and what was looked for', async () => {
    const reading = SCENARIOS.unrecognised;
    const r = await renderPanel({ reading });
    const status = r.getByTestId('status');
    expect(statusOf(r)).toEqual({ kind: 'unrecognised', value: null, hint: 'unrecognised' });
    expect(status.querySelector('.status-text')?.textContent).toBe(t('statusUnrecognised', reading.reason));
    for (const place of reading.lookedFor) expect(within(status).getByText(place)).toBeTruthy();
    expect(within(status).getByRole('button', { name: t('useManual') })).toBeTruthy();
  });

  it('contradictory colours: names the row and shows no stale numbers', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    await act(async () => {
      r.connector.setReading(SCENARIOS.contradictory);
      await r.connector.settled();
    });
    // The solver names the row with emoji squares; the status says the colours in words instead.
    expect(statusOf(r)).toEqual({ kind: 'contradictory', value: null, hint: 'contradictory' });
    const text = r.getByTestId('status').querySelector('.status-text')?.textContent;
    expect(text).toContain(t('rowLabel', 'CRANE', [grey, grey, grey, grey, green].join(', ')));
    expect(r.getByTestId('status').textContent).not.toMatch(/\p{Extended_Pictographic}|[\u2B1B\u2B1C]/u);
    expect(r.queryByTestId('candidate-count')).toBeNull();
    // Screen readers hear the same error (with the squares, which they name themselves).
    expect(withoutEmoji(r.getByTestId('announce').textContent ?? '')).toBe(text);
  });

  it('a solver failure is reported as such, not as bad colours, whatever its words say', async () => {
    const mock = createMockConnector();
    const reading = SCENARIOS['in-progress'];
    // The advice follows the error's code, not its English: these words once read as bad colours.
    const error = 'solver failed: no word in the table fits index 7';
    const failing: Connector = {
      ...mock,
      subscribe(listener) {
        listener({ kind: 'tab', tabId: 7, reading, solve: { kind: 'error', error } });
        return () => {};
      },
    };
    const r = render(<App connector={failing} />);
    const status = await waitFor(() => r.getByTestId('status'));
    expect(status.querySelector('.status-text')?.textContent).toBe(error);
    expect(status.getAttribute('data-kind')).toBe('solver-failed');
    expect(status.querySelector('.status-hint')?.getAttribute('data-kind')).toBe('solver-failed');
  });

  it('an empty board: the headline counts are written for reading ("3,158"), their values kept plain', async () => {
    const r = await renderPanel({ reading: SCENARIOS.empty, settings: NYT });
    expect(countShown(r, 'likely-count')).toBe(3158);
    expect(countShown(r, 'candidate-count')).toBe(14855);
    expect(countShown(r, 'unlikely-count')).toBe(11697);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe(t('likelyMany', '3,158'));
    expect(r.getByTestId('candidate-count').closest('p')?.textContent).toBe(`${t('unlikelyWords', '11,697')} ${t('allFit', '14,855')}`);
  });

  it('an empty board under the default model (history): likely answers not played yet, the played ones apart', async () => {
    // 1,868 answers played before today (KEFIR and LORIS among them, so two long shots fewer),
    // 1,292 listed words not played yet, as far as the shipped list knows (today is months after it).
    const h = await renderPanel({ reading: SCENARIOS.empty });
    expect(countShown(h, 'likely-count')).toBe(1292);
    expect(countShown(h, 'played-count')).toBe(1868);
    expect(countShown(h, 'unlikely-count')).toBe(11695);
    expect(h.getByTestId('known-stale').getAttribute('data-value')).toBe('2026-08-21');
    expect(h.getByTestId('likely-count').parentElement?.textContent).toBe(`${t('likelyFreshMany', '1,292')}${t('asFarAsKnown', dateText('2026-08-21'))}`);
    expect(h.getByTestId('played-count').parentElement?.textContent).toBe(`${t('playedBefore', '1,868')} ${t('repeatsOneIn', 9)}`);
    expect(h.getByTestId('candidate-count').closest('p')?.textContent).toBe(`${t('unlikelyWords', '11,695')} ${t('allFit', '14,855')}`);
  });

  it('won: says in how many, the analysis comes first, the playing controls step back', async () => {
    const r = await renderPanel({ reading: SCENARIOS.won });
    expect(statusOf(r)).toEqual({ kind: 'won', value: 3, hint: null });
    // No "1 word left", no "Words left: STOVE", no hard-mode switch, no suggestions.
    expect(r.queryByTestId('candidate-count')).toBeNull();
    expect(r.queryByTestId('likely-count')).toBeNull();
    expect(r.queryByRole('heading', { name: t('candidatesHeading') })).toBeNull();
    expect(r.queryByTestId('hard-mode')).toBeNull();
    expect(r.queryByRole('heading', { name: (name) => name.startsWith(t('suggestionsHeading')) })).toBeNull();
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    const analysis = await waitFor(() => r.getByTestId('analysis'));
    // The analysis comes before the board in the page's order.
    const board = r.getByRole('list', { name: t('boardLabel') });
    expect(analysis.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lost: says so and still lists the words that were possible', async () => {
    const r = await renderPanel({ reading: SCENARIOS.lost, settings: NYT });
    expect(statusOf(r)).toEqual({ kind: 'lost', value: 6, hint: null });
    expect(r.queryByTestId('hard-mode')).toBeNull();
    expect(r.getByRole('list', { name: t('likelyLabel') }).textContent).toBe('SOUNDWOUND');
    expect(r.getByRole('list', { name: t('longShotsLabel') }).textContent).toBe('LOUND');
  });

  it('while a new board is solved, keeps the last result dimmed and marks it busy', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    expect(countShown(r, 'candidate-count')).toBe(523);
    act(() => r.connector.setReading(SCENARIOS['in-progress']));
    const results = r.getByTestId('results');
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(r.getByTestId('busy').className).toContain('on');
    expect(countShown(r, 'candidate-count')).toBe(523);
    await act(() => r.connector.settled());
    expect(countShown(r, 'candidate-count')).toBe(14);
    expect(results.getAttribute('aria-busy')).toBe('false');
  });

  it("names the board its suggestions answer (data-board), and no board while they are the last board's", async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'] });
    const section = () => r.container.querySelector('[data-testid="suggestions"]');
    expect(section()?.getAttribute('data-board')).toBe('crane:' + marksCode(boardOf(SCENARIOS['one-row'])[0].marks));
    act(() => r.connector.setReading(SCENARIOS['in-progress']));
    expect(section()?.hasAttribute('data-board')).toBe(false);
    expect(shownWords(r.container).length).toBeGreaterThan(0); // the last board's, dimmed
    await act(() => r.connector.settled());
    expect(section()?.getAttribute('data-board')).toBe(boardSignature(boardOf(SCENARIOS['in-progress'])));
  });

  it("follows the game's dark and high-contrast palettes", async () => {
    const r = await renderPanel({ reading: SCENARIOS['dark-high-contrast'] });
    const panel = r.container.querySelector('.panel')!;
    expect(panel.getAttribute('data-theme')).toBe('dark');
    expect(panel.getAttribute('data-contrast')).toBe('high');
    act(() => r.connector.setReading(SCENARIOS['in-progress']));
    expect(panel.getAttribute('data-theme')).toBe('light');
    expect(panel.hasAttribute('data-contrast')).toBe(false);
  });

  it("follows the browser's dark preference past a light game, and its change while open", async () => {
    // A media query the test turns: the browser's preference, as matchMedia reports it.
    const listeners = new Set<() => void>();
    const query = { matches: true, addEventListener: (_: string, f: () => void) => listeners.add(f), removeEventListener: (_: string, f: () => void) => listeners.delete(f) };
    vi.stubGlobal('matchMedia', (q: string) => (q === '(prefers-color-scheme: dark)' ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
    try {
      const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
      const panel = r.container.querySelector('.panel')!;
      expect(panel.getAttribute('data-theme')).toBe('dark');
      act(() => {
        query.matches = false;
        for (const f of listeners) f();
      });
      expect(panel.getAttribute('data-theme')).toBe('light');
      // Manual mode leaves the game's palette but not the browser's.
      act(() => {
        query.matches = true;
        for (const f of listeners) f();
      });
      act(() => r.getByTestId('manual-mode').click());
      expect(panel.getAttribute('data-theme')).toBe('dark');
      act(() => {
        r.unmount();
      });
      expect(listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('"enter it" types the word through the connector, and shows why it could not', async () => {
    let fail = false;
    const r = await renderPanel({
      reading: SCENARIOS['in-progress'],
      enterWord: () => (fail ? { ok: false, error: 'The game is not accepting letters.' } : { ok: true, value: undefined }),
    });
    const first = shownWords(r.container)[0];
    await act(async () => {
      fireEvent.click(r.getByRole('button', { name: t('enterLabel', first.toUpperCase()) }));
    });
    expect(r.connector.entered).toEqual([first]);
    fail = true;
    await act(async () => {
      fireEvent.click(r.container.querySelectorAll('[data-testid="suggestion"] button.enter')[1]);
    });
    expect(r.getByRole('alert').textContent).toBe('The game is not accepting letters.');
  });
});
