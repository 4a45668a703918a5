// Every state of the status line and the results, against the mock connector.
import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/panel/App';
import type { Connector } from '../../src/panel/connector';
import { createMockConnector } from '../../src/panel/connector-mock';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import type { GuessEvaluation } from '../../src/shared/evaluation';
import { boardSignature } from '../../src/shared/hints';
import type { PageReading } from '../../src/shared/page';
import { marksCode } from '../../src/core/pattern';
import { countShown, NYT, renderPanel, shownWords } from './render-panel';

/** The rows of a board reading. */
const boardOf = (reading: PageReading | null | undefined) => (reading?.kind === 'board' ? reading.rows : []);

describe('panel states', () => {
  it('a game in progress: board, status, likely answers first, best suggestion marked, unlikely words collapsed', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: NYT });
    await waitFor(() => expect(countShown(r, 'candidate-count')).toBe(14));
    // 3 listed words fit, and 11 words outside the list: the headline counts the 3.
    expect(countShown(r, 'likely-count')).toBe(3);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe('3 likely answers');
    expect(r.getByTestId('candidate-count').closest('p')?.textContent).toBe('+11 unlikely words (14 fit in all)');
    expect(r.getByTestId('status').textContent).toContain('2 of 6 guesses played');
    const board = r.getByRole('list', { name: 'Board' });
    expect(board.children).toHaveLength(6); // six rows always, so nothing below moves
    expect(within(board).getAllByRole('listitem')).toHaveLength(2); // empty rows are hidden
    expect(r.getByRole('listitem', { name: 'CRANE: grey, grey, grey, grey, green' })).toBeTruthy();
    const items = r.getAllByTestId('suggestion');
    expect(items[0].className).toContain('best');
    expect(within(items[0]).getByText('Best')).toBeTruthy();
    expect(items.slice(1).every((el) => !el.className.includes('best'))).toBe(true);
    // STOVE is a likely answer (a third, the long shots weigh a little), a word with letters ruled out is not.
    const stove = items.find((el) => el.getAttribute('data-word') === 'stove');
    expect(stove?.querySelector('.word-line')?.querySelector('.answer-mark')?.textContent).toBe('could be the answer:\u00a033%');
    expect(items.filter((el) => !['stove', 'stoke', 'smote'].includes(el.getAttribute('data-word')!)).every((el) => !el.querySelector('.answer-mark'))).toBe(true);
    const longShots = r.container.querySelector('details.long-shots') as HTMLDetailsElement;
    expect(longShots.open).toBe(false);
    expect(longShots.querySelector('summary')?.textContent).toBe('Unlikely words (11)');
    // All three are NYT answers in the same SCOWL size (35): equally likely, so alphabetical.
    expect(r.getByRole('list', { name: 'Likely answers, most likely first' }).textContent).toBe('SMOTESTOKESTOVE');
    expect(r.getByTestId('announce').textContent).toBe(`3 likely answers. Best guess: ${shownWords(r.container)[0].toUpperCase()}.`);
  });

  it('a long list shows the likeliest words first and folds the rest', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-row'], settings: NYT });
    expect(countShown(r, 'candidate-count')).toBe(523);
    expect(countShown(r, 'likely-count')).toBe(126);
    expect(r.getByRole('list', { name: 'Likely answers, most likely first' }).children).toHaveLength(24);
    // 126 listed words, of which the solver sends the first 100; none of the 397 long shots.
    const more = r.container.querySelector('details.more-likely') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(more.querySelector('summary')?.textContent).toBe('102 more');
    expect(within(more).getByRole('list').children).toHaveLength(76);
    expect(more.textContent).toContain('…and 26 more, too many to list.');
    const longShots = r.container.querySelector('details.long-shots') as HTMLDetailsElement;
    expect(longShots.querySelector('summary')?.textContent).toBe('Unlikely words (397)');
    expect(longShots.textContent).toContain('…and 397 more, too many to list.');
  });

  it('near-tie: ten suggestions with the same figures fold into one row, "+9 equally good"', async () => {
    const r = await renderPanel({ reading: SCENARIOS['near-tie'], settings: NYT });
    const list = r.getByRole('list', { name: 'Suggestions, best first' });
    const leads = Array.from(list.children);
    expect(leads).toHaveLength(1);
    expect(leads[0].querySelector('.fig-main')?.textContent).toBe('≈\u00a02.2 guesses to finish');
    expect(r.getByTestId('ties').querySelector('summary')?.textContent).toBe('+9 equally good');
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
    expect(r.getByTestId('best-could-win').textContent).toBe(`Best that could be the answer: ${asked[1].toUpperCase()}, ≈\u00a02.3 guesses`);
  });

  it('mid-game: names the best guess that could be the answer when the best cannot, with its cost', async () => {
    const r = await renderPanel({ reading: SCENARIOS['mid-game'], settings: NYT });
    // After TARSE: 249 likely answers and 510 unlikely words (the example).
    expect(countShown(r, 'likely-count')).toBe(249);
    expect(countShown(r, 'candidate-count')).toBe(759);
    expect(r.getByTestId('candidate-count').closest('p')?.textContent).toBe('+510 unlikely words (759 fit in all)');
    const first = r.getAllByTestId('suggestion')[0];
    const line = first.querySelector('.word-line')!;
    expect(line.querySelector('.answer-mark')).toBeNull();
    expect(line.querySelector('.rare-tag')?.textContent).toBe('rare word');
    expect(r.getByTestId('best-could-win').textContent).toMatch(/^Best that could be the answer: [A-Z]{5}, ≈\u00a03\.0 guesses$/);
  });

  it('one left: the headline says one likely answer, the word wins now', async () => {
    const r = await renderPanel({ reading: SCENARIOS['one-left'], settings: NYT });
    expect(countShown(r, 'likely-count')).toBe(1);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe('1 likely answer');
    const best = r.getAllByTestId('suggestion')[0];
    expect(best.getAttribute('data-word')).toBe('stove');
    expect(best.querySelector('.figures')?.textContent).toBe('wins now: the only word left');
    expect(best.querySelector('.answer-mark')?.textContent).toBe('could be the answer:\u00a0100%');
    expect(r.queryByTestId('best-could-win')).toBeNull();
  });

  it('last guess: five rows played, the count and the suggestions still shown', async () => {
    const r = await renderPanel({ reading: SCENARIOS['last-guess'], settings: NYT });
    expect(r.getByTestId('status').textContent).toContain('5 of 6 guesses played');
    expect(countShown(r, 'likely-count')).toBe(3);
    expect(r.getAllByTestId('suggestion').length).toBeGreaterThan(0);
  });

  it('shows the letters being typed in the next row', async () => {
    const reading = SCENARIOS['in-progress'];
    if (reading.kind !== 'board') throw new Error('scenario is a board');
    const r = await renderPanel({ reading: { ...reading, typing: 'sto' } });
    const row = r.getByRole('listitem', { name: 'Being typed: STO' });
    expect(Array.from(row.children, (c) => c.textContent)).toEqual(['S', 'T', 'O', '', '']);
  });

  it('explains a suggestion in plain words on request', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    const first = r.getAllByTestId('suggestion')[0];
    const word = first.getAttribute('data-word')!.toUpperCase();
    const why = within(first).getByRole('button', { name: `Why? The reason for ${word}` });
    const reason = first.querySelector('p.reason') as HTMLElement;
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(reason.hidden).toBe(true);
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(why.getAttribute('aria-controls')).toBe(reason.id);
    expect(reason.hidden).toBe(false);
    expect(reason.textContent).toMatch(/^(Splits the 14 words into \d+ groups; at worst \d+ remain\.|Tells all 14 words apart: its colours will name the answer\.)/);
  });

  it('no Wordle tab: says so, and offers manual mode', async () => {
    const r = await renderPanel();
    expect(r.getByTestId('status').textContent).toContain('No Wordle tab');
    expect(r.queryByTestId('candidate-count')).toBeNull();
    fireEvent.click(r.getByRole('button', { name: 'Use manual mode' }));
    expect(r.getByRole('heading', { name: 'Manual board' })).toBeTruthy();
  });

  it('waiting for the content script', async () => {
    const r = await renderPanel({ reading: SCENARIOS.waiting });
    expect(r.getByTestId('status').textContent).toContain('Waiting for the Wordle page');
    expect(r.queryByTestId('suggestion')).toBeNull();
  });

  it('markup not recognised: the reason, what to do, and what was looked for', async () => {
    const r = await renderPanel({ reading: SCENARIOS.unrecognised });
    const status = r.getByTestId('status');
    expect(status.textContent).toContain('The board could not be read: The page has no game board');
    expect(status.textContent).toContain('Reload the Wordle page');
    expect(within(status).getByText('game-app shadow root')).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Use manual mode' })).toBeTruthy();
  });

  it('contradictory colours: names the row and shows no stale numbers', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    await act(async () => {
      r.connector.setReading(SCENARIOS.contradictory);
      await r.connector.settled();
    });
    // The solver names the row with emoji squares; the status says the colours in words instead.
    expect(r.getByTestId('status').textContent).toMatch(/row 2 \(CRANE: grey, grey, grey, grey, green\)/);
    expect(r.getByTestId('status').textContent).not.toMatch(/\p{Extended_Pictographic}|[\u2B1B\u2B1C]/u);
    expect(r.getByTestId('status').textContent).toContain('Check the colours');
    expect(r.queryByTestId('candidate-count')).toBeNull();
    expect(r.getByTestId('announce').textContent).toMatch(/Contradictory colours/);
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
    expect(status.textContent).toContain(error);
    expect(status.textContent).toContain('The solver could not answer.');
    expect(status.textContent).not.toContain('Check the colours');
  });

  it('an empty board: the headline counts are written for reading ("3,158"), their values kept plain', async () => {
    const r = await renderPanel({ reading: SCENARIOS.empty, settings: NYT });
    expect(countShown(r, 'likely-count')).toBe(3158);
    expect(countShown(r, 'candidate-count')).toBe(14855);
    expect(r.getByTestId('likely-count').parentElement?.textContent).toBe('3,158 likely answers');
    expect(r.getByTestId('candidate-count').closest('p')?.textContent).toBe('+11,697 unlikely words (14,855 fit in all)');
  });

  it('an empty board under the default model (history): likely answers not played yet, the played ones apart', async () => {
    // 1,868 answers played before today (KEFIR and LORIS among them, so two long shots fewer),
    // 1,292 listed words not played yet, as far as the shipped list knows (today is months after it).
    const h = await renderPanel({ reading: SCENARIOS.empty });
    expect(countShown(h, 'likely-count')).toBe(1292);
    expect(h.getByTestId('likely-count').parentElement?.textContent).toBe('1,292 likely answers not played yet, as far as known through 21 Aug 2026');
    expect(h.getByTestId('played-count').parentElement?.textContent).toBe('1,868 played before (the NYT repeats about one day in 9)');
    expect(h.getByTestId('candidate-count').closest('p')?.textContent).toBe('+11,695 unlikely words (14,855 fit in all)');
  });

  it('won: says in how many, the analysis comes first, the playing controls step back', async () => {
    const r = await renderPanel({ reading: SCENARIOS.won });
    expect(r.getByTestId('status').textContent).toBe('Solved in 3 guesses.');
    // No "1 word left", no "Words left: STOVE", no hard-mode switch, no suggestions.
    expect(r.queryByTestId('candidate-count')).toBeNull();
    expect(r.queryByTestId('likely-count')).toBeNull();
    expect(r.queryByRole('heading', { name: 'Possible answers' })).toBeNull();
    expect(r.queryByTestId('hard-mode')).toBeNull();
    expect(r.queryByRole('heading', { name: /Best next guesses/ })).toBeNull();
    expect(r.queryAllByTestId('suggestion')).toHaveLength(0);
    const analysis = await waitFor(() => r.getByTestId('analysis'));
    // The analysis comes before the board in the page's order.
    const board = r.getByRole('list', { name: 'Board' });
    expect(analysis.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lost: says so and still lists the words that were possible', async () => {
    const r = await renderPanel({ reading: SCENARIOS.lost, settings: NYT });
    expect(r.getByTestId('status').textContent).toContain('Out of guesses');
    expect(r.queryByTestId('hard-mode')).toBeNull();
    expect(r.getByRole('list', { name: 'Likely answers, most likely first' }).textContent).toBe('SOUNDWOUND');
    expect(r.getByRole('list', { name: 'Unlikely words, most likely first' }).textContent).toBe('LOUND');
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
      fireEvent.click(r.getByRole('button', { name: `Enter it: type ${first.toUpperCase()} into the game` }));
    });
    expect(r.connector.entered).toEqual([first]);
    fail = true;
    await act(async () => {
      fireEvent.click(r.getAllByRole('button', { name: /into the game/ })[1]);
    });
    expect(r.getByRole('alert').textContent).toBe('The game is not accepting letters.');
  });
});
