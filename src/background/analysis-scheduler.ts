// The solver's analysis of the kept games: each game waiting for it (kept from play, from the
// page's saved games, or left by a service worker stopped mid-way) is analysed in its own mode,
// answer model and day, and, where the answer shows (a won game), played by the solver on the same
// answer (the best play). One pass at a time, one game at a time, so the worker's queue holds at
// most one of these jobs beside the player's.
import { isSolverLost, withLearned, type Job, type JobOutcome, type SolverHost } from '../shared/jobs';
import { answerOf, awaitsAnalysis, boardOf, gameKey, type GameRecord } from '../shared/games';
import { analysedRecord } from './game-rules';
import type { GameRepository } from './game-repository';

export class AnalysisScheduler {
  /** Kept games being analysed now, by key. */
  private readonly analysing = new Set<string>();
  /** The pass running now, and whether it was asked again meanwhile (games were added). */
  private running: Promise<void> | null = null;
  private askedAgain = false;

  constructor(
    private readonly host: SolverHost,
    private readonly games: GameRepository,
    /** Games another part is keeping at this moment (it analyses them itself). */
    private readonly busy: (key: string) => boolean = () => false,
  ) {}

  /**
   * Analyses the kept games waiting for it. A call while a pass goes on joins it, and the pass
   * reads the games again before it ends. Never throws.
   */
  resume(): Promise<void> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    this.running = this.untilDone();
    return this.running;
  }

  private async untilDone(): Promise<void> {
    try {
      do {
        this.askedAgain = false;
        await this.pass();
      } while (this.askedAgain);
    } finally {
      this.running = null;
    }
  }

  private async pass(): Promise<void> {
    try {
      const { games } = await this.games.readAll();
      for (const listed of games.filter(awaitsAnalysis)) {
        const key = gameKey(listed);
        if (this.busy(key) || this.analysing.has(key)) continue;
        // As stored now: a game seen played may have replaced its saved twin (and analysed itself).
        const g = await this.games.read(key);
        if (g && awaitsAnalysis(g)) await this.analyse(g);
      }
    } catch (e) {
      console.warn('[wordle-assistant] finishing the kept games failed:', e);
    }
  }

  /**
   * Runs the post-game analysis and completes the record, unless it was deleted or replaced
   * meanwhile. The solver lost after its retries, or the learned answers could not be read: the
   * record keeps waiting, and the next start-up tries again.
   */
  async analyse(g: GameRecord): Promise<void> {
    const board = boardOf(g);
    if (!board) return;
    const key = gameKey(g);
    this.analysing.add(key);
    try {
      const o = await this.run(key, { kind: 'analyse', board, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
      if (o.kind !== 'analyse' || isSolverLost(o.result)) return;
      const answer = answerOf(g);
      const p = answer && o.result.ok ? await this.run(`${key}:play`, { kind: 'play', answer, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date }) : null;
      await this.games.complete(g, analysedRecord(g, o.result, p?.kind === 'play' ? p.result : null));
    } finally {
      this.analysing.delete(key);
    }
  }

  /**
   * A job with the answers the player's games revealed, as the panel's jobs have them: a game
   * after the shipped list's end is valued by the model of its day, which counts those answers.
   */
  private async run(key: string, job: Job): Promise<JobOutcome> {
    return this.host.run(key, withLearned(job, await this.games.learnedAnswers()));
  }
}
