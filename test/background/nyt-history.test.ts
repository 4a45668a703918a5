// The background's part of bringing in the player's NYT games (NytHistory, GameRepository): nothing
// begun or kept without the consent on this device; each batch kept as one result a day (a game with
// its words puts out "played elsewhere" and a grid of its day), a lost game coloured from a known
// past answer, never a game of today; cancelling or withdrawing stops the next request and drops a
// batch in flight; a new run resumes from the day after the last brought in.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { NytHistory } from '../../src/background/nyt-history';
import type { NytStats } from '../../src/shared/nyt-stats';
import type { PageReading } from '../../src/shared/page';
import type { SavedGame } from '../../src/shared/saved-games';
import { memoryArea } from '../fakes';

const TODAY = '2026-12-07';
const board: PageReading = { kind: 'board', rows: [], typing: '', status: 'playing', hardMode: false, date: TODAY, loadedOn: TODAY, darkMode: null, highContrast: null, markup: 'react' };
const won = (date: string, words = ['crane', 'moist', 'spilt']): SavedGame => ({ player: '74113620', date, words, status: 'won', hardMode: false });
const lost = (date: string): SavedGame => ({ player: '74113620', date, words: ['crane', 'moist', 'bulky', 'fjord', 'whelp', 'gawky'], status: 'lost', hardMode: true });
const stats: NytStats = { player: '74113620', source: 'account', readOn: TODAY, through: '2026-12-06', played: 412, winPct: 97, current: 300, max: 301, guesses: [1, 30, 140, 150, 60, 19] };

function setup(consent: 'ask' | 'on' | 'off') {
  const area = memoryArea(new Map<string, unknown>([['setting.nytHistory', consent]]));
  const games = new GameRepository(area);
  const asked: { tabId: number; from: string; until: string }[] = [];
  const history = new NytHistory(games, async () => 'nyt', async (tabId, from, until) => (asked.push({ tabId, from, until }), true), () => TODAY);
  return { area, games, history, asked };
}
const kept = async (games: GameRepository) => (await games.readAll()).games;

describe('bringing in the NYT games: the background', () => {
  it.each(['ask', 'off'] as const)('begins nothing and keeps nothing when the consent is %s', async (consent) => {
    const { games, history, asked } = setup(consent);
    expect(await history.start(3, board)).toEqual({ ok: true, value: undefined });
    expect(asked).toEqual([]);
    expect(await history.mayFetch()).toBe(false);
    expect(await history.onBatch({ games: [won('2026-01-02')], through: '2026-01-02', unread: 0 }, stats)).toBe(false);
    expect(await kept(games)).toEqual([]);
    expect((await games.nytStats()).reads).toEqual([]);
  });

  it('with consent asks every day from the first puzzle to the day before the puzzle on screen, and keeps each batch as one result a day', async () => {
    const { games, history, asked } = setup('on');
    await games.keepElsewhere({ date: '2026-01-02', won: true, guesses: 3 }, 'nyt');
    expect(await history.start(3, board)).toEqual({ ok: true, value: undefined });
    expect(asked).toEqual([{ tabId: 3, from: '2021-06-19', until: '2026-12-06' }]);
    expect(await history.mayFetch()).toBe(true);
    // A game of today (the page lied) is not kept; the lost game's answer is not known: no colours.
    expect(await history.onBatch({ games: [won('2026-01-02'), lost('2026-01-03'), won(TODAY)], through: '2026-01-03', unread: 1 }, stats)).toBe(true);
    const all = await kept(games);
    expect(all.map((g) => `${g.date}/${g.from}`).sort()).toEqual(['2026-01-02/saved', '2026-01-03/saved']);
    expect(all.find((g) => g.date === '2026-01-03')).toMatchObject({ won: false, marks: null, noAnalysis: 'answer-unknown', hard: true });
    expect((await games.nytStats()).reads).toEqual([stats]);
    expect(await games.history()).toMatchObject({ through: '2026-01-03', run: { state: 'running', games: 2, unread: 1 } });
    expect(await history.onEnd('2026-12-06', null)).toBe(true);
    expect((await games.history()).run?.state).toBe('done');
  });

  it('colours a lost game from its day’s known answer', async () => {
    const { area, games, history } = setup('on');
    area.m.set('past-answers', { answers: [{ date: '2026-01-03', word: 'spilt' }], asked: { on: '2026-01-04', dates: ['2026-01-03'] } });
    await history.start(3, board);
    await history.onBatch({ games: [lost('2026-01-03')], through: '2026-01-03', unread: 0 }, null);
    const g = (await kept(games))[0];
    expect(g.marks).toHaveLength(30);
    expect(g.noAnalysis).toBeUndefined();
  });

  it('cancelled or withdrawn: no further request allowed, a batch in flight not kept; a new run resumes after the last day brought in', async () => {
    const { area, games, history, asked } = setup('on');
    await history.start(3, board);
    await history.onBatch({ games: [won('2022-01-01')], through: '2022-01-31', unread: 0 }, null);
    await history.cancel();
    expect(await history.mayFetch()).toBe(false);
    expect(await history.onBatch({ games: [won('2022-02-01')], through: '2022-02-28', unread: 0 }, null)).toBe(false);
    expect((await kept(games)).map((g) => g.date)).toEqual(['2022-01-01']);
    expect((await games.history()).run?.state).toBe('stopped');
    await history.start(3, board);
    expect(asked.at(-1)).toEqual({ tabId: 3, from: '2022-02-01', until: '2026-12-06' });
    area.m.set('setting.nytHistory', 'off');
    expect(await history.mayFetch()).toBe(false);
    expect(await history.onBatch({ games: [won('2022-02-01')], through: '2022-02-28', unread: 0 }, null)).toBe(false);
  });

  it('a game the player deleted is not brought back; Delete all forgets the run', async () => {
    const { games, history } = setup('on');
    await history.start(3, board);
    await history.onBatch({ games: [won('2022-01-01')], through: '2022-01-01', unread: 0 }, null);
    await games.deleteOne('game/2022-01-01/74113620');
    await history.onBatch({ games: [won('2022-01-01')], through: '2022-01-02', unread: 0 }, null);
    expect(await kept(games)).toEqual([]);
    await games.deleteAll();
    expect(await games.history()).toEqual({ through: null, run: null });
  });

  it('signed out: the run fails and says so; no tab: says so', async () => {
    const { games, history } = setup('on');
    await history.start(3, board);
    await history.onEnd(null, 'signed-out');
    expect((await games.history()).run).toMatchObject({ state: 'failed', error: 'signed-out' });
    expect(await history.start(3, undefined)).toEqual({ ok: false, error: 'no-wordle-tab' });
  });
});
