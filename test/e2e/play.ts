// Plays one whole game in the practice page by typing, following the panel's top suggestion, and
// after every row checks the panel and the badge against src/core's suggest() for that board.
import { isSolved, score } from '../../src/core/index';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { isAllowedWord } from '../../src/core/lookup';
import type { Board, Mode } from '../../src/core/types';
import { badgeText } from '../../src/background/badge-text';
import { likelyAnswers } from '../../src/core/likely';
import type { Settings } from '../../src/shared/settings';
import { expectedFor, type Expected } from './expected';
import { armRowSettled, panelSnapshots, rowSettledAt, type PanelSnapshot } from './panel-probe';
import { poll, type Tab } from './tab';

export interface RowLog {
  board: number;
  word: string | null;
  candidates: number;
  /** Board settled in the page → panel first showed the right answer (ms); null for the empty board. */
  latencyMs: number | null;
  compared: 'exact' | 'count-and-validity';
}

export interface GameOptions {
  answer: string;
  mode: Mode;
  settings: Settings;
  game: Tab;
  panel: Tab;
  /** The badge text of the game's tab. */
  badge: () => Promise<string>;
  /** Called after each row is checked, before the next is typed (e.g. to stop the service worker). */
  afterRow?: (row: number, board: Board, shownAt: number) => Promise<void>;
  log?: (line: string) => void;
}

/** Whether a snapshot shows what `exp` says, and if not, why. */
export function mismatch(s: PanelSnapshot, exp: Expected, board: Board, mode: Mode): string | null {
  const want = exp.result;
  // A finished game puts its result first: no count and no suggestions (the analysis instead).
  if (board.length === 6 || isSolved(board))
    return s.count === null && s.words.length === 0 ? null : `a finished game still shows count ${s.count} and ${s.words.length} suggestions`;
  if (s.count !== String(want.candidates)) return `count ${s.count} ≠ ${want.candidates}`;
  const words = want.suggestions.map((x) => x.word);
  if (s.words.length !== words.length) return `${s.words.length} suggestions ≠ ${words.length}`;
  if (!exp.timingDependent && s.words.join() !== words.join()) return `suggestions ${s.words.join()} ≠ ${words.join()}`;
  // An opening book's move does not depend on time: the top word must match even then.
  if (want.fromBook && s.words[0] !== words[0]) return `book move ${s.words[0]} ≠ ${words[0]}`;
  for (const w of s.words) {
    if (!isAllowedWord(w)) return `"${w}" is not an allowed guess`;
    if (mode === 'hard') {
      const ok = isValidHardGuess(board, w);
      if (!ok.ok) return `"${w}" is not a valid hard-mode guess: ${ok.reason}`;
    }
  }
  return null;
}

async function panelShows(panel: Tab, exp: Expected, board: Board, mode: Mode, after: number, timeoutMs: number): Promise<PanelSnapshot> {
  let why = 'nothing yet';
  try {
    return await poll(
      'the panel',
      async () => {
        const snaps = (await panelSnapshots(panel)).filter((s) => s.t >= after);
        const last = snaps[snaps.length - 1];
        if (last) why = mismatch(last, exp, board, mode) ?? 'ok';
        // The first snapshot that is right, provided the panel still shows it (no flicker back).
        const first = snaps.find((s) => mismatch(s, exp, board, mode) === null);
        return first && why === 'ok' ? first : null;
      },
      timeoutMs,
    );
  } catch (e) {
    throw new Error(`board ${JSON.stringify(board.map((r) => r.guess))}: the panel never showed the solver's answer (${why}); ${String(e)}`);
  }
}

export async function playGame(o: GameOptions): Promise<RowLog[]> {
  const board: Board = [];
  const logs: RowLog[] = [];
  let changedAt = 0;
  for (let row = 0; ; row++) {
    const exp = expectedFor(board, o.settings, o.mode);
    // The first board of a cold worker pays for loading and the opening search.
    const shown = await panelShows(o.panel, exp, board, o.mode, changedAt, row === 0 ? 180_000 : 60_000);
    const want = badgeText(likelyAnswers(exp.result).n); // likely answers, as the panel's headline
    await poll(`badge "${want}"`, async () => ((await o.badge()) === want ? true : null), 10_000);
    const word = exp.result.suggestions[0]?.word ?? null;
    logs.push({
      board: row,
      word,
      candidates: exp.result.candidates,
      latencyMs: row === 0 ? null : shown.t - changedAt,
      compared: exp.timingDependent ? 'count-and-validity' : 'exact',
    });
    o.log?.(`  row ${row}: ${exp.result.candidates} candidates, panel ${shown.words.slice(0, 3).join(' ')}… ${row ? `${shown.t - changedAt} ms` : ''}${exp.timingDependent ? ' (timing-dependent ranking: count and validity compared)' : ''}`);
    await o.afterRow?.(row, board, shown.t);
    const solved = board.length > 0 && board[board.length - 1].guess === o.answer;
    if (solved || board.length === 6 || !word) break;
    // Follow the panel's own top suggestion (equal to the solver's when compared exactly).
    const guess = shown.words[0];
    await armRowSettled(o.game, row);
    await o.game.type(guess);
    await o.game.press('Enter');
    changedAt = await rowSettledAt(o.game);
    board.push({ guess, marks: score(guess, o.answer) });
  }
  return logs;
}
