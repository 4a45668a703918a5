// "Enter it" enters the word the player pressed on, never one that replaced it: the idle
// refinement can re-rank the list between the pointer going down and the click (issue 42).
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Suggestion } from '../../src/core/types';
import { Suggestions } from '../../src/panel/components/Suggestions';
import { createMockConnector } from '../../src/panel/connector-mock';
import { StoreContext } from '../../src/panel/store/context';
import { createStore, type Shown } from '../../src/panel/store/store';
import type { NotedResult } from '../../src/shared/notes';

afterEach(cleanup);

const row = (word: string, expectedGuesses: number): Suggestion => ({
  word, expectedGuesses, bits: 5, expectedRemaining: 3, worstCase: 8, isCandidate: false, pAnswer: 0, groups: 40,
});

function shownWith(words: string[], changedBest?: NotedResult['changedBest']): Shown {
  const result: NotedResult = {
    mode: 'normal', model: 'nyt', strategy: 'optimal', candidates: 120, remaining: [], longShots: 0,
    suggestions: words.map((w, k) => row(w, 3.4 + k / 10)), fromBook: false, settled: false,
    knowledge: { greens: [], present: [], counts: [], absent: [] }, ...(changedBest ? { changedBest } : {}),
  };
  return { source: 'game', board: [{ guess: 'crane', marks: ['absent', 'absent', 'absent', 'absent', 'absent'] }], boardKey: 'k', result, busy: false, error: null, mode: 'normal', status: 'playing' };
}

/** The panel's suggestions for `shown`, with a connector that records the words entered. */
function mount(shown: Shown) {
  const entered: string[] = [];
  const connector = { ...createMockConnector(), enterWord: async (w: string) => (entered.push(w), { ok: true as const, value: undefined }) };
  const store = createStore(connector);
  const ui = (s: Shown) => (
    <StoreContext.Provider value={store}>
      <Suggestions shown={s} />
    </StoreContext.Provider>
  );
  const r = render(ui(shown));
  return { ...r, entered, show: (s: Shown) => r.rerender(ui(s)) };
}

const enterButtons = (c: Element) => Array.from(c.querySelectorAll<HTMLButtonElement>('[data-testid="suggestion"] button.enter'));

describe('"enter it" while the list re-ranks', () => {
  it('a re-rank between pointerdown and click: the word pressed on is entered, not the one now under the pointer', async () => {
    const m = mount(shownWith(['slant', 'clons', 'toils']));
    fireEvent.pointerDown(enterButtons(m.container)[0]);
    // The refinement's answer lands: CLONS now first, where SLANT's button was.
    m.show(shownWith(['clons', 'slant', 'toils']));
    const top = enterButtons(m.container)[0];
    expect(top.getAttribute('aria-label')).toContain('CLONS');
    await act(async () => {
      fireEvent.pointerUp(top);
      fireEvent.click(top);
    });
    expect(m.entered).toEqual(['slant']);
  });

  it('the pressed row gone from under the pointer: a click beside the buttons still enters it, a drag off enters nothing', async () => {
    const m = mount(shownWith(['slant', 'clons', 'toils']));
    fireEvent.pointerDown(enterButtons(m.container)[0]);
    m.show(shownWith(['clons', 'toils', 'slant']));
    // The browser sends the click to what the press and release share: the list, not a button.
    const list = m.container.querySelector('ol')!;
    await act(async () => {
      fireEvent.pointerUp(enterButtons(m.container)[0]);
      fireEvent.click(list);
    });
    expect(m.entered).toEqual(['slant']);
    fireEvent.pointerDown(enterButtons(m.container)[1]);
    await act(async () => {
      fireEvent.pointerUp(list);
      fireEvent.click(list);
    });
    expect(m.entered).toEqual(['slant']);
  });

  it('from the keyboard a button enters its own word, whatever was pressed before', async () => {
    const m = mount(shownWith(['slant', 'clons', 'toils']));
    // A press that never became a click (released outside the panel), then the keyboard.
    fireEvent.pointerDown(enterButtons(m.container)[2]);
    const second = enterButtons(m.container)[1];
    await act(async () => {
      fireEvent.keyDown(second, { key: 'Enter' });
      fireEvent.click(second);
    });
    expect(m.entered).toEqual(['clons']);
  });

  it('a press the browser cancels is forgotten: a later click without a press (a screen reader\'s) enters its own word', async () => {
    const m = mount(shownWith(['slant', 'clons', 'toils']));
    // A touch on TOILS that became a scroll: pointercancel, and no click.
    fireEvent.pointerDown(enterButtons(m.container)[2]);
    fireEvent.pointerCancel(enterButtons(m.container)[2]);
    const first = enterButtons(m.container)[0];
    await act(async () => {
      fireEvent.click(first);
    });
    expect(m.entered).toEqual(['slant']);
  });

  it('a best that gave way says so in place, with the words and by how much', () => {
    const m = mount(shownWith(['clons', 'slant'], { was: 'slant', fewer: 0.034 }));
    const note = m.getByTestId('best-changed');
    expect(note.textContent).toMatch(/^CLONS is now best: .*0\.03 fewer guesses on average than SLANT/);
    m.show(shownWith(['clons', 'slant']));
    expect(m.queryByTestId('best-changed')).toBeNull();
  });

  it('never says fewer guesses for a word that takes more: a safer word says so, and a word ranked first by the search only that', () => {
    const m = mount(shownWith(['gyred', 'freed'], { was: 'freed', fewer: 0, safer: true }));
    expect(m.getByTestId('best-changed').textContent).toBe('GYRED is now best: a deeper search found it less likely to lose than FREED, shown first');
    m.show(shownWith(['gyred', 'freed'], { was: 'freed', fewer: 0.001 }));
    expect(m.getByTestId('best-changed').textContent).toBe('GYRED is now best: a deeper search ranks it above FREED, shown first');
  });
});
