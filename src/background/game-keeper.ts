// Keeps every finished game (issue 19): when a tab's reading shows a game that ended (won or
// lost, daily or archive), the game is stored at once (games.ts: its day, words, colours, hard
// mode, result, the hint steps taken), then analysed by the solver with that game's mode and
// answer model, and the record completed with its skill and luck, and, where the answer shows
// (a won game), with the guesses the solver takes on the same answer (the best play). A service worker stopped in
// between leaves the record waiting; the next one finishes it (resume). The same game (same day,
// same player) is kept once, however often the page shows it again.
import type { Board } from '../core/types';
import { isSolverLost, type SolverHost } from '../shared/jobs';
import { answerOf, boardOf, gameKey, GAME_SCHEMA, marksOf, round, type GameRecord, awaitsAnalysis } from '../shared/games';
import { hasGame, putGame, readGame, readGames, type Area } from '../shared/game-store';
import { stepsOfGame, type HintSteps } from '../shared/hints';
import { extraGuesses, gameLuck } from '../shared/luck';
import type { PageReading } from '../shared/page';
import type { Settings } from '../shared/settings';
import { wordlePage } from '../shared/wordle-url';

/** What identifies a finished game and what it was: the puzzle day, the player, the board. */
export interface FinishedGame {
  date: string;
  player: string;
  board: Board;
  won: boolean;
  hard: boolean;
}

/** The player when the page does not say (signed out: the page's own key for it). */
export const ANON = 'ANON';

/**
 * The finished game a reading shows, or null (still playing, not a board, a custom puzzle: only
 * daily and archive puzzles have a day). `today` is the puzzle day of the daily game.
 */
export function finishedGame(reading: PageReading, url: string | undefined, today: string): FinishedGame | null {
  if (reading.kind !== 'board' || reading.status === 'playing' || reading.rows.length === 0) return null;
  const page = wordlePage(url);
  if (page?.kind !== 'daily' && page?.kind !== 'archive') return null;
  return {
    date: page.kind === 'archive' ? page.date : today,
    player: ANON,
    board: reading.rows,
    won: reading.status === 'won',
    hard: reading.hardMode === true,
  };
}

export class GameKeeper {
  /** Games being recorded or analysed here now, by key: a second reading of the same end waits for nothing. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly host: SolverHost,
    private readonly area: Area,
    private readonly settings: () => Promise<Settings>,
    private readonly hintsOf: (tabId: number) => Promise<HintSteps>,
  ) {}

  /** A tab's reading: keeps the game if it just ended and is not kept yet. Never throws. */
  async onReading(tabId: number, reading: PageReading, url: string | undefined, today: string): Promise<void> {
    const f = finishedGame(reading, url, today);
    if (!f) return;
    const key = gameKey(f);
    if (this.busy.has(key)) return;
    this.busy.add(key);
    try {
      if (await hasGame(this.area, key)) return;
      const s = await this.settings();
      const record: GameRecord = {
        v: GAME_SCHEMA,
        date: f.date,
        player: f.player,
        words: f.board.map((r) => r.guess).join(''),
        marks: marksOf(f.board),
        won: f.won,
        hard: f.hard,
        model: s.model,
        hints: s.hints === 'all' ? 'all' : stepsOfGame(f.board, await this.hintsOf(tabId)).join(''),
        from: 'played',
      };
      await putGame(this.area, record);
      await this.analyse(record);
    } catch (e) {
      console.warn('[wordle-assistant] keeping a finished game failed:', e);
    } finally {
      this.busy.delete(key);
    }
  }

  /** At start-up: analyse the kept games a stopped service worker left waiting. */
  async resume(): Promise<void> {
    try {
      const { games } = await readGames(this.area);
      for (const g of games.filter(awaitsAnalysis)) {
        const key = gameKey(g);
        if (this.busy.has(key)) continue;
        this.busy.add(key);
        try {
          await this.analyse(g);
        } finally {
          this.busy.delete(key);
        }
      }
    } catch (e) {
      console.warn('[wordle-assistant] finishing the kept games failed:', e);
    }
  }

  /** Runs the post-game analysis and completes the record, unless it was deleted meanwhile. */
  private async analyse(g: GameRecord): Promise<void> {
    const board = boardOf(g);
    if (!board) return;
    const key = gameKey(g);
    // The game's own day: the history model of that day values it (issue 18).
    const o = await this.host.run(key, { kind: 'analyse', board, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
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
      const p = await this.host.run(`${key}:play`, { kind: 'play', answer, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
      if (p.kind === 'play' && p.result.ok) next = { ...next, best: p.result.value };
    }
    if (await readGame(this.area, key)) await putGame(this.area, next);
  }
}
