// The solver's analysis of the kept games: each game waiting for it (kept from play, from the
// page's saved games, or left by a service worker stopped mid-way) is analysed in its own mode,
// answer model and day, and, where the answer shows (a won game), played by the solver on the same
// answer (the best play). One pass at a time, newest day first (games arriving mid-pass start a new
// pass after the games in hand), one game at a time, so the worker's queue holds at most one of
// these jobs beside the player's; `width` games at a time (lanes) where the host has a second worker
// for the second lane (worker-pool.ts): while a panel shows Your games, whose brought-in years wait
// for it. A game
// the gate holds back (brought in from the NYT while no panel shows Your games) waits for the next
// pass: the panel showing Your games resumes it, and its closing stops it after the games in hand.
import { dayNumber } from '../core/dates';
import { isSolverLost, secondWorkerKey, withLearned, type Job, type JobOutcome, type SolverHost } from '../shared/jobs';
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
    /** Read once a pass: which games may be analysed now (asked again before each). */
    private readonly gate: () => Promise<(g: GameRecord) => boolean> = async () => () => true,
    /** Read once a pass: how many games it analyses at once. */
    private readonly width: () => number = () => 1,
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
      const [{ games }, may] = await Promise.all([this.games.readAll(), this.gate()]);
      const newestFirst = games.filter(awaitsAnalysis).sort((a, b) => dayNumber(b.date) - dayNumber(a.date));
      const lane = async (_: unknown, lane: number) => {
        for (let listed = newestFirst.shift(); listed; listed = newestFirst.shift()) {
          // Games came meanwhile (a batch brought in from the NYT is older than none of this list's):
          // read again after the games in hand, so the newest day goes first, not the rest of this list.
          if (this.askedAgain) return;
          const key = gameKey(listed);
          if (this.busy(key) || this.analysing.has(key) || !may(listed)) continue;
          // As stored now: a game seen played may have replaced its saved twin (and analysed itself).
          const g = await this.games.read(key);
          if (g && awaitsAnalysis(g)) await this.analyse(g, lane);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.floor(this.width())) }, lane));
    } catch (e) {
      console.warn('[wordle-assistant] finishing the kept games failed:', e);
    }
  }

  /**
   * Runs the post-game analysis and completes the record, unless it was deleted or replaced
   * meanwhile. The solver lost after its retries, or the learned answers could not be read: the
   * record keeps waiting, and the next start-up tries again. `lane`: the pass's lane it runs in (the
   * second's jobs go to the host's second worker); a game just played runs in the first.
   */
  async analyse(g: GameRecord, lane = 0): Promise<void> {
    const board = boardOf(g);
    if (!board) return;
    const key = gameKey(g);
    const jobKey = lane === 0 ? key : secondWorkerKey(key);
    this.analysing.add(key);
    try {
      const o = await this.run(jobKey, { kind: 'analyse', board, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date });
      if (o.kind !== 'analyse' || isSolverLost(o.result)) return;
      const answer = answerOf(g);
      const p = answer && o.result.ok ? await this.run(`${jobKey}:play`, { kind: 'play', answer, mode: g.hard ? 'hard' : 'normal', model: g.model, date: g.date }) : null;
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
