// The hint ladder's steps, per row of a game: what the panel has revealed at each board, kept while
// the game lasts. The background keeps them when a panel takes a step (storage.session,
// `hints:<tabId>`, so a panel closed and opened again keeps them), sends them to every panel that
// follows the tab in its view (TabView.hints: the panel inside the page cannot read
// storage.session), and reads them when it keeps a finished game (games store).
// Storage is untrusted: every entry is checked, and a bad one reads as "no hint taken".
import { MARK_CODE, marksCode } from '../core/pattern';
import type { Board } from '../core/types';
import { isObject, isString } from './shapes';

/**
 * The ladder: 1 = how many likely answers are left and the chance to win now (where every row
 * starts), 2 = a nudge from the best guess, 3 = the best guess, 4 = every suggestion and the
 * words left.
 */
export type HintStep = 1 | 2 | 3 | 4;
export const FIRST_STEP: HintStep = 1;
export const LAST_STEP: HintStep = 4;

/** Step reached at each board the player has seen, by boardSignature (a row absent = step 1). */
export type HintSteps = Record<string, HintStep>;

const SIGNATURE_ROW = `[a-z]{5}:${MARK_CODE}{5}`;
const SIGNATURE = new RegExp(`^(${SIGNATURE_ROW}(,${SIGNATURE_ROW}){0,5})?$`);
/** A board as boardSignature writes it: `crane:aapac,spilt:caaaa`, six rows at most. */
export const isBoardSignature = (v: unknown): v is string => isString(v) && SIGNATURE.test(v);
export const isHintStep = (v: unknown): v is HintStep => v === 1 || v === 2 || v === 3 || v === 4;
/** The most boards a game's hint steps may name: seven boards per game, and room to spare. */
const MAX_HINT_BOARDS = 20;
/** A game's hint steps, every entry a board signature and a step: one bent entry fails the whole. */
export const isHintSteps = (v: unknown): v is HintSteps =>
  isObject(v) && Object.keys(v).length <= MAX_HINT_BOARDS && Object.entries(v).every(([k, step]) => isBoardSignature(k) && isHintStep(step));

const HINTS_PREFIX = 'hints:';
export const hintsKey = (tabId: number) => `${HINTS_PREFIX}${tabId}`;

/** A board as a short string: `crane:aapac,spilt:caaaa` (first letter of each mark). */
export const boardSignature = (board: Board) => board.map((r) => `${r.guess}:${marksCode(r.marks)}`).join(',');


/** Stored steps → valid steps: entries with a malformed board or step are left out. */
export function parseHintSteps(v: unknown): HintSteps {
  const out: HintSteps = {};
  if (!isObject(v)) return out;
  let n = 0;
  for (const [k, step] of Object.entries(v)) {
    if (++n > MAX_HINT_BOARDS) break; // anything more is not ours
    if (isBoardSignature(k) && isHintStep(step)) out[k] = step;
  }
  return out;
}

/** Whether `next` continues the game of `prev` (prev's rows are its first rows): else a new game began. */
export function continues(prev: Board, next: Board): boolean {
  return prev.length <= next.length && prev.every((r, i) => boardSignature([r]) === boardSignature([next[i]]));
}

/** The step reached at each row's board (before row i was played) of a finished board. */
export function stepsOfGame(board: Board, steps: HintSteps): HintStep[] {
  return board.map((_, i) => steps[boardSignature(board.slice(0, i))] ?? FIRST_STEP);
}

/** Hints a game used: the steps revealed beyond the first, over its rows (0 = none, 3 per row at most). */
export const hintsUsed = (perRow: readonly HintStep[]) => perRow.reduce((a, s) => a + s - FIRST_STEP, 0);
