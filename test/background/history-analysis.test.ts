// The games brought in from the NYT are analysed only while a panel shows Your games, newest first,
// and a pass stops after the game in hand when it closes; a game kept from play is analysed at once
// whatever shows (issue 48 item 4).
import { describe, expect, it } from 'vitest';
import { GameKeeper } from '../../src/background/game-keeper';
import { GameRepository } from '../../src/background/game-repository';
import { NytHistory } from '../../src/background/nyt-history';
import { savedRecord } from '../../src/background/game-rules';
import { gameKey } from '../../src/shared/games';
import { isSecondWorkerKey, type Job, type JobOutcome } from '../../src/shared/jobs';
import type { PageReading } from '../../src/shared/page';
import type { SavedGame } from '../../src/shared/saved-games';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { memoryArea } from '../fakes';

const TODAY = '2026-12-07';
const board: PageReading = { kind: 'board', rows: [], typing: '', status: 'playing', hardMode: false, date: TODAY, loadedOn: TODAY, darkMode: null, highContrast: null, markup: 'react' };
const won = (date: string, player = '74113620'): SavedGame => ({ player, date, words: ['crane', 'spilt', 'stove'], status: 'won', hardMode: false });
/** The solver's answer: a failed analysis is enough to complete the record (noAnalysis: 'failed'). */
const answer = (job: Job): JobOutcome => (job.kind === 'analyse' ? { kind: 'analyse', result: { ok: false, error: 'test' } } : { kind: 'stale' });

async function setup(width?: () => number) {
  const area = memoryArea(new Map<string, unknown>([['setting.nytHistory', 'on']]));
  const games = new GameRepository(area);
  const analysed: string[] = [];
  const shown = { now: false, onAnalyse: async (_date: string): Promise<void> => undefined };
  const keys: string[] = [];
  const host = {
    run: async (k: string, job: Job) => {
      keys.push(k);
      if (job.kind === 'analyse' && job.date) {
        analysed.push(job.date);
        await shown.onAnalyse(job.date);
      }
      return answer(job);
    },
  };
  const keeper = new GameKeeper(host, games, async () => DEFAULT_SETTINGS, async () => ({}), async () => {
    const brought = await games.broughtIn();
    return (g) => !brought.has(gameKey(g)) || shown.now;
  }, width);
  const history = new NytHistory(games, async () => 'nyt', async () => true, () => TODAY);
  await history.start(1, board);
  await history.onBatch({ games: ['2024-01-01', '2024-03-01', '2024-02-01'].map((d) => won(d)), through: '2024-03-01', unread: 0 }, null);
  return { games, keeper, analysed, shown, history, keys };
}

describe('the analysis of the games brought in from the NYT', () => {
  it('waits while no panel shows Your games; a game kept from play is analysed at once', async () => {
    const { games, keeper, analysed } = await setup();
    await keeper.resume();
    expect(analysed).toEqual([]);
    await games.importGames([savedRecord(won('2026-12-06', 'ANON'), 'nyt')!]);
    await keeper.resume();
    expect(analysed).toEqual(['2026-12-06']);
  });

  it('runs newest first while Your games shows, and stops after the game in hand when it closes', async () => {
    const { keeper, analysed, shown } = await setup();
    shown.now = true;
    shown.onAnalyse = async () => void (shown.now = false);
    await keeper.resume();
    expect(analysed).toEqual(['2024-03-01']);
    shown.now = true;
    shown.onAnalyse = async () => undefined;
    await keeper.resume();
    expect(analysed).toEqual(['2024-03-01', '2024-02-01', '2024-01-01']);
  });

  it('games brought in mid-pass go first: the newest day next, not the rest of the older list', async () => {
    const { keeper, analysed, shown, history } = await setup();
    shown.now = true;
    shown.onAnalyse = async (date) => {
      if (date !== '2024-03-01') return;
      await history.onBatch({ games: ['2024-05-01', '2024-04-01'].map((d) => won(d)), through: '2024-05-01', unread: 0 }, null);
      void keeper.resume();
    };
    await keeper.resume();
    expect(analysed).toEqual(['2024-03-01', '2024-05-01', '2024-04-01', '2024-02-01', '2024-01-01']);
  });

  it('two games at once where the host has a second worker for them, the newest first, and one when the width is one', async () => {
    for (const width of [1, 2]) {
      const { keeper, analysed, shown, keys } = await setup(() => width);
      shown.now = true;
      let running = 0;
      let most = 0;
      shown.onAnalyse = async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
      };
      await keeper.resume();
      expect(most).toBe(width);
      expect(analysed).toEqual(['2024-03-01', '2024-02-01', '2024-01-01']);
      // The second lane's jobs, and only those, are for the host's second worker.
      const second = keys.filter(isSecondWorkerKey).length;
      if (width === 1) expect(second).toBe(0);
      else expect(second).toBeGreaterThan(0);
    }
  });
});
