// Keeps every finished game (issue 19): when a tab's reading shows a game that ended (won or
// lost, daily or archive), the game is stored at once (games.ts: its day, words, colours, hard
// mode, result, the hint steps taken), then analysed by the solver with that game's mode and
// answer model, and the record completed with its skill and luck, and, where the answer shows
// (a won game), with the guesses the solver takes on the same answer (the best play). A service worker stopped in
// between leaves the record waiting; the next one finishes it (resume). The same game (same day,
// same player) is kept once, however often the page shows it again.
import { patternToMarks, scoreWords } from '../core/pattern';
import type { Board, ModelName } from '../core/types';
import { learnedAnswers, type SavedGame } from '../shared/saved-games';
import { isSolverLost, withLearned, type Job, type JobOutcome, type SolverHost } from '../shared/jobs';
import { parseGame, answerOf, boardOf, gameKey, GAME_SCHEMA, marksOf, round, type GameRecord, awaitsAnalysis } from '../shared/games';
import { addGames, hasGame, putGame, readGame, readGames, type Area } from '../shared/game-store';
import { stepsOfGame, type HintSteps } from '../shared/hints';
import { extraGuesses, gameLuck } from '../shared/luck';
import type { PageReading } from '../shared/page';
import type { Settings } from '../shared/settings';
import { wordlePage } from '../shared/wordle-url';

/** What identifies a finished game and what it was: the puzzle day, the player, the board. */
interface FinishedGame {
  date: string;
  player: string;
  board: Board;
  won: boolean;
  hard: boolean;
}

/** The player when the page does not say (signed out: the page's own key for it). */
const ANON = 'ANON';

/**
 * The finished game a reading shows, or null (still playing, not a board, a custom puzzle: only
 * daily and archive puzzles have a day). `today` is the puzzle day of the daily game.
 */
function finishedGame(reading: PageReading, url: string | undefined, today: string, saved: readonly SavedGame[] = []): FinishedGame | null {
  if (reading.kind !== 'board' || reading.status === 'playing' || reading.rows.length === 0) return null;
  const page = wordlePage(url);
  if (page?.kind !== 'daily' && page?.kind !== 'archive') return null;
  // The reading's day (its saved game's printDate) where it says, else the address's.
  const date = reading.date ?? (page.kind === 'archive' ? page.date : today);
  const words = reading.rows.map((r) => r.guess);
  return {
    date,
    player: playerOf(saved, date, words),
    board: reading.rows,
    won: reading.status === 'won',
    hard: reading.hardMode === true,
  };
}

/**
 * Whose game it is: the player key of the page's saved game of that day whose words begin this
 * board's (its state is written as the rows settle, so it may lag a row), else ANON. Backfilled
 * games carry the same key, so a game seen played and found saved is kept once.
 */
function playerOf(saved: readonly SavedGame[], date: string, words: readonly string[]): string {
  const mine = saved.filter((g) => g.date === date && g.words.length > 0 && g.words.every((w, i) => words[i] === w));
  return mine.length > 0 && mine.every((g) => g.player === mine[0].player) ? mine[0].player : ANON;
}

/**
 * A finished game of the page's saved games as a kept game (or null: still going, or not a game
 * the page could have ended). A WIN state's colours follow from its last word, the answer; a
 * lost game's do not (the page keeps no colours and no answer), so it is kept without them and
 * without an analysis, and says so.
 * @internal exported for the tests: its unit test reads saved states of every shape without a browser.
 */
export function savedRecord(g: SavedGame, model: ModelName): GameRecord | null {
  const won = g.status === 'won';
  if (!won && g.status !== 'lost') return null;
  if (won ? g.words.length === 0 : g.words.length !== 6) return null;
  const answer = g.words[g.words.length - 1];
  const record: GameRecord = {
    v: GAME_SCHEMA,
    date: g.date,
    player: g.player,
    words: g.words.join(''),
    marks: won ? marksOf(g.words.map((w) => ({ guess: w, marks: patternToMarks(scoreWords(w, answer)) }))) : null,
    won,
    hard: g.hardMode,
    model,
    from: 'saved',
    ...(won ? {} : { noAnalysis: 'answer-unknown' as const }),
  };
  return parseGame(record);
}

export class GameKeeper {
  /** Games being recorded from a reading now, by key: a second reading of the same end waits for nothing. */
  private readonly recording = new Set<string>();
  /** Kept games being analysed by resume() now, by key. */
  private readonly analysing = new Set<string>();
  /**
   * Every read-then-write of the kept games runs here, one after another: a game seen played and
   * the same game found in the page's saved games (reported in the same instant) must not each
   * see the other missing and both write.
   */
  private writes: Promise<unknown> = Promise.resolve();
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.writes.then(fn, fn);
    this.writes = run.catch(() => undefined);
    return run;
  }

  constructor(
    private readonly host: SolverHost,
    private readonly area: Area,
    private readonly settings: () => Promise<Settings>,
    private readonly hintsOf: (tabId: number) => Promise<HintSteps>,
    /** The page's saved games as the background keeps them (saved-games-store.ts). */
    private readonly saved: () => Promise<SavedGame[]> = async () => [],
  ) {}

  /**
   * Keeps the finished games of the page's saved games that are not kept yet (the first run, a
   * game finished while the extension was off), then analyses them. A game already kept (same
   * day and player, or the same day and words under another key) is left as it is. Never throws.
   */
  async backfill(): Promise<number> {
    try {
      const [saved, s] = await Promise.all([this.saved(), this.settings()]);
      const added = await this.exclusive(async () => {
        const seen = new Set((await readGames(this.area)).games.map((g) => `${g.date}|${g.words}`));
        const fresh = saved.map((g) => savedRecord(g, s.model)).filter((g): g is GameRecord => g !== null && !seen.has(`${g.date}|${g.words}`));
        return addGames(this.area, fresh);
      });
      if (added > 0) await this.resume();
      return added;
    } catch (e) {
      console.warn('[wordle-assistant] keeping the saved games failed:', e);
      return 0;
    }
  }

  /** A tab's reading: keeps the game if it just ended and is not kept yet. Never throws. */
  async onReading(tabId: number, reading: PageReading, url: string | undefined, today: string): Promise<void> {
    const f = finishedGame(reading, url, today, await this.saved().catch(() => []));
    if (!f) return;
    const key = gameKey(f);
    // Not checked against `analysing`: a game found saved and being analysed gives way to the
    // same game seen played (analyse() writes only onto the record it analysed).
    if (this.recording.has(key)) return;
    this.recording.add(key);
    try {
      const s = await this.settings();
      const hints = s.hints === 'all' ? 'all' : stepsOfGame(f.board, await this.hintsOf(tabId)).join('');
      const record: GameRecord = {
        v: GAME_SCHEMA,
        date: f.date,
        player: f.player,
        words: f.board.map((r) => r.guess).join(''),
        marks: marksOf(f.board),
        won: f.won,
        hard: f.hard,
        model: s.model,
        hints,
        from: 'played',
      };
      // Kept already: once played, never again; a game kept from the page's saved games gives
      // way to the same game seen played (its hint steps, the colours as shown).
      const kept = await this.exclusive(async () => {
        if ((await hasGame(this.area, key)) && (await readGame(this.area, key))?.from !== 'saved') return false;
        await putGame(this.area, record);
        return true;
      });
      if (kept) await this.analyse(record);
    } catch (e) {
      console.warn('[wordle-assistant] keeping a finished game failed:', e);
    } finally {
      this.recording.delete(key);
    }
  }

  /** The resume() running now, and whether it was asked again meanwhile (games were added). */
  private resuming: Promise<void> | null = null;
  private askedAgain = false;

  /**
   * Analyses the kept games waiting for it (at start-up: those a stopped service worker left; after
   * a backfill: the games it added), one at a time, so the worker's queue holds at most one of these
   * jobs beside the player's. A call while a run goes on joins it, and the run reads the games again
   * before it ends. Never throws.
   */
  resume(): Promise<void> {
    if (this.resuming) {
      this.askedAgain = true;
      return this.resuming;
    }
    this.resuming = this.resumeUntilDone();
    return this.resuming;
  }

  private async resumeUntilDone(): Promise<void> {
    try {
      do {
        this.askedAgain = false;
        await this.resumeOnce();
      } while (this.askedAgain);
    } finally {
      this.resuming = null;
    }
  }

  private async resumeOnce(): Promise<void> {
    try {
      const { games } = await readGames(this.area);
      for (const listed of games.filter(awaitsAnalysis)) {
        const key = gameKey(listed);
        if (this.recording.has(key) || this.analysing.has(key)) continue;
        // As stored now: a game seen played may have replaced its saved twin (and analysed itself).
        const g = await readGame(this.area, key);
        if (!g || !awaitsAnalysis(g)) continue;
        this.analysing.add(key);
        try {
          await this.analyse(g);
        } finally {
          this.analysing.delete(key);
        }
      }
    } catch (e) {
      console.warn('[wordle-assistant] finishing the kept games failed:', e);
    }
  }

  /**
   * A job with the answers the player's games revealed, as the panel's jobs have them: a game
   * after the shipped list's end is valued by the model of its day, which counts those answers
   * (before that day) as played. Without them, the kept figures were another model's than the
   * panel showed for the same game.
   */
  private async run(key: string, job: Job): Promise<JobOutcome> {
    return this.host.run(key, withLearned(job, learnedAnswers(await this.saved().catch(() => []))));
  }

  /** Runs the post-game analysis and completes the record, unless it was deleted meanwhile. */
  private async analyse(g: GameRecord): Promise<void> {
    const board = boardOf(g);
    if (!board) return;
    const key = gameKey(g);
    // The game's own day: the history model of that day values it (issue 18).
    const o = await this.run(key, { kind: 'analyse', board, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
    if (o.kind !== 'analyse') return;
    // The solver lost after its retries: not final, the next start-up tries again.
    if (isSolverLost(o.result)) return;
    let next: GameRecord = o.result.ok
      ? { ...g, skill: round(o.result.value.skill, 1), luck: round(gameLuck(o.result.value).bits, 2), extra: round(extraGuesses(o.result.value), 2) }
      : { ...g, noAnalysis: 'failed' };
    // The best play on the same answer, where the game shows its answer (a won game's last word):
    // the solver plays it from an empty board in the game's mode, model and day.
    const answer = answerOf(g);
    if (answer && o.result.ok) {
      const p = await this.run(`${key}:play`, { kind: 'play', answer, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
      if (p.kind === 'play' && p.result.ok) next = { ...next, best: p.result.value };
    }
    // Only onto the record analysed: not a deleted one, nor one a played game replaced meanwhile.
    await this.exclusive(async () => {
      const now = await readGame(this.area, key);
      if (now && now.from === g.from && now.words === g.words && awaitsAnalysis(now)) await putGame(this.area, next);
    });
  }
}
