// The rules of bringing in the player's NYT games (shared/nyt-history.ts), pure: the days a run asks
// (a new run resumes from the day after the last brought in), and the kept games a batch becomes.
import { dateOfDay, dayNumber } from '../core/dates';
import type { ModelName } from '../core/types';
import type { GameRecord } from '../shared/games';
import { FIRST_PUZZLE_DAY, type HistoryRecord, type HistoryRun } from '../shared/nyt-history';
import type { SavedGame } from '../shared/saved-games';
import { savedRecord } from './game-rules';

/** What a page sends of one batch: its games, every day through `through` asked, the states not read. */
export interface HistoryBatch {
  games: readonly SavedGame[];
  through: string;
  unread: number;
}

/** The run a start begins: from the day after the last brought in (or the first puzzle) to `until`; done at once when nothing is left. */
export function historyRun(record: HistoryRecord, until: string): HistoryRun {
  const from = record.through === null ? FIRST_PUZZLE_DAY : dateOfDay(dayNumber(record.through) + 1);
  const base = { games: 0, unread: 0, error: null };
  return from > until ? { state: 'done', from: until, until, ...base } : { state: 'running', from, until, ...base };
}

/**
 * The kept games of a batch: its finished games of days before `today` (never the puzzle of
 * today or a later day, whatever the page sent), each as the page's saved game would be kept, a
 * lost one coloured where `answerOf` knows its day's answer.
 */
export function keptFromHistory(games: readonly SavedGame[], model: ModelName, today: string, answerOf: (date: string) => string | undefined): GameRecord[] {
  return games.filter((g) => g.date < today).map((g) => savedRecord(g, model, answerOf)).filter((g): g is GameRecord => g !== null);
}
