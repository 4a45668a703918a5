// Scripted page readings for the dev page and the component tests. Boards are coloured by the
// real rule (core's score) against a fixed answer, so every scenario is a game that can happen.
import { isSolved, score } from '../core';
import type { Board, Mark } from '../core/types';
import type { GameStatus, PageReading } from '../shared/page';

const SCENARIO_ANSWER = 'stove';

/** @internal exported for the tests: the tests build their boards with it. */
export function boardFor(guesses: string[], answer = SCENARIO_ANSWER): Board {
  return guesses.map((guess) => ({ guess, marks: score(guess, answer) }));
}

/** @internal exported for the tests: the tests build their readings with it. */
export function boardReading(board: Board, extra: Partial<Extract<PageReading, { kind: 'board' }>> = {}): PageReading {
  const status: GameStatus = isSolved(board) ? 'won' : board.length === 6 ? 'lost' : 'playing';
  return { kind: 'board', rows: board, typing: '', status, hardMode: false, darkMode: null, highContrast: null, markup: 'shadow-dom', ...extra };
}

const contradictory: Mark[] = ['correct', 'absent', 'absent', 'absent', 'absent'];

export const SCENARIOS = {
  empty: boardReading([]),
  // The issue's own example: after TARSE, 249 likely answers and 510 unlikely words.
  'mid-game': boardReading(boardFor(['tarse'], 'pixel')),
  'in-progress': boardReading(boardFor(['crane', 'spilt'])),
  // Ten suggestions with the same expected guesses, none of them a possible answer: they fold
  // into one row, and the best guess that could win is found among the five likely answers.
  'near-tie': boardReading(boardFor(['crane', 'sloth'], 'hatch')),
  'one-left': boardReading(boardFor(['crane', 'spilt', 'shove'])),
  // Two likely answers fit (LIVEN, INCEL: 13% each), and HELIX, an answer of 2021, is likelier
  // than both (59%): the best chance to win now is a word played before.
  'repeat-likelier': boardReading(boardFor(['tarse', 'doily'], 'linen')),
  // Five rows played, one guess left.
  'last-guess': boardReading(boardFor(['crane', 'pound', 'bound', 'found', 'hound'], 'wound')),
  'one-row': boardReading(boardFor(['crane'])),
  // An unusual opener: the first answer comes from the search's shallowest step and the solver
  // goes on looking deeper (the mock shows that moment; the real refinement runs in the worker).
  refining: boardReading(boardFor(['jeeze'])),
  'hard-mode': boardReading(boardFor(['crane', 'spilt']), { hardMode: true }),
  // Hard mode's book after SALET, INGOT's colours, ranked by the panel's rule: INGOT (0.05% lost)
  // first, before ORBIT, the book tree's own move (never lost, 0.11 guesses more).
  'hard-book': boardReading(boardFor(['salet'], 'ingot'), { hardMode: true }),
  // A hard-mode trap a row away: _IGHT with three guesses left; TIGHT avoids it, SIGHT walks into it.
  trap: boardReading(boardFor(['crane', 'might', 'fight', 'light'], 'tight'), { hardMode: true }),
  // A hard-mode trap every move walks into: _ATCH with four guesses left; the trap line names the move that loses least.
  'trap-line': boardReading(boardFor(['crane', 'latch'], 'hatch'), { hardMode: true }),
  'dark-high-contrast': boardReading(boardFor(['crane', 'spilt']), { darkMode: true, highContrast: true }),
  won: boardReading(boardFor(['crane', 'spilt', 'stove'])),
  // A finished hard-mode game of a known day, in the game's dark palette: what Share shares.
  shared: boardReading(boardFor(['crane', 'spilt', 'stove']), { date: '2024-05-06', hardMode: true, darkMode: true }),
  // The classic trap: one letter open and more words than guesses left.
  lost: boardReading(boardFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound')),
  contradictory: boardReading([
    { guess: 'crane', marks: contradictory },
    { guess: 'crane', marks: ['absent', 'absent', 'absent', 'absent', 'correct'] },
  ]),
  // The NYT welcome card: no board on the page until Play is pressed.
  welcome: { kind: 'screen', screen: 'welcome', letters: null },
  unrecognised: {
    kind: 'unrecognised',
    reason: 'The page has no game board that the reader knows.',
    lookedFor: ['[class^="Board-module_board"]', 'game-app shadow root'],
  },
  waiting: null,
} satisfies Record<string, PageReading | null>;

export type ScenarioName = keyof typeof SCENARIOS | 'no-tab';
