// The past answers fetched with the player's consent, as the games repository keeps them: each day
// asked for at most once a day, only days asked for and before today kept, the player's own games
// winning a day, a bad record dropped, and Delete all taking them too.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import type { SavedGame } from '../../src/shared/saved-games';
import { memoryArea } from '../fakes';

/** A storage.local in memory where the player gave (or not) the consent on this device. */
const consenting = (consent: 'ask' | 'on' | 'off' = 'on') => memoryArea(new Map([['setting.pastAnswers', consent]]));
const won = (date: string, last: string): SavedGame => ({ player: 'ANON', date, words: ['crane', last], status: 'won', hardMode: false });

describe('the fetched past answers in the games repository', () => {
  it('claims each day at most once a day, only days before today, and again the next day', async () => {
    const games = new GameRepository(consenting());
    expect(await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-23', '2026-12-02', '2026-12-03', 'yesterday'])).toEqual(['2026-08-22', '2026-08-23']);
    expect(await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-24'])).toEqual(['2026-08-24']);
    expect(await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-23', '2026-08-24'])).toEqual([]);
    expect(await games.claimPastDays('2026-12-03', ['2026-08-22', '2026-12-02'])).toEqual(['2026-08-22', '2026-12-02']);
  });

  it('keeps only answers of days asked for and before today, and they join the learned answers', async () => {
    const area = consenting();
    const games = new GameRepository(area);
    await games.recordSavedGames([won('2026-08-23', 'stove')]);
    await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-23', '2026-11-30']);
    const changed = await games.recordPastAnswers(
      [
        { date: '2026-08-22', word: 'spate' },
        { date: '2026-08-23', word: 'grace' }, // the player's own win says STOVE: it stays
        { date: '2026-08-25', word: 'pious' }, // never asked for
        { date: '2026-12-02', word: 'today' }, // today: never kept
      ],
      '2026-12-02',
    );
    expect(changed).toBe(true);
    expect(await games.learnedAnswers()).toEqual([
      { date: '2026-08-22', word: 'spate' },
      { date: '2026-08-23', word: 'stove' },
    ]);
    expect(await games.recordPastAnswers([{ date: '2026-08-22', word: 'spate' }], '2026-12-02')).toBe(false);
  });

  it('reads a damaged record entry by entry: a bad answer is dropped, the good kept', async () => {
    const area = consenting();
    area.m.set('past-answers', { answers: [{ date: '2026-08-22', word: 'spate' }, { date: '2026-08-23', word: 'SPATE' }, '<img>', { date: '2026-02-30', word: 'spate' }], asked: 'x' });
    const games = new GameRepository(area);
    expect(await games.learnedAnswers()).toEqual([{ date: '2026-08-22', word: 'spate' }]);
    area.m.set('past-answers', 'not a record');
    expect(await games.learnedAnswers()).toEqual([]);
  });

  it('delete all removes the fetched answers and the days asked', async () => {
    const area = consenting();
    const games = new GameRepository(area);
    await games.claimPastDays('2026-12-02', ['2026-08-22']);
    await games.recordPastAnswers([{ date: '2026-08-22', word: 'spate' }], '2026-12-02');
    expect(area.m.has('past-answers')).toBe(true);
    await games.deleteAll();
    expect(area.m.has('past-answers')).toBe(false);
    expect(await games.learnedAnswers()).toEqual([]);
  });

  it('claims nothing, keeps nothing and lets nothing be asked without the consent in storage at that moment', async () => {
    const area = consenting();
    const games = new GameRepository(area);
    expect(await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-23'])).toEqual(['2026-08-22', '2026-08-23']);
    expect(await games.mayFetchPast('2026-08-22', '2026-12-02')).toBe(true);
    // Withdrawn in the middle of the batch: no further request, and nothing from the answers that come back.
    area.m.set('setting.pastAnswers', 'off');
    expect(await games.mayFetchPast('2026-08-23', '2026-12-02')).toBe(false);
    expect(await games.recordPastAnswers([{ date: '2026-08-22', word: 'spate' }], '2026-12-02')).toBe(false);
    expect(await games.learnedAnswers()).toEqual([]);
    expect(await games.claimPastDays('2026-12-02', ['2026-08-24'])).toEqual([]);
    // A value in storage.sync's shape or anything but 'on' is no consent.
    for (const v of ['ask', 'ON', true, undefined]) {
      area.m.set('setting.pastAnswers', v);
      expect(await games.claimPastDays('2026-12-03', ['2026-08-24'])).toEqual([]);
    }
  });

  it('Delete all in the middle of a batch: the days are no longer claimed, so none is asked and nothing that comes back is kept', async () => {
    const area = consenting();
    const games = new GameRepository(area);
    await games.claimPastDays('2026-12-02', ['2026-08-22', '2026-08-23']);
    await games.deleteAll();
    // Even were the consent still on (another panel turned it on again at once): the claims went with Delete all.
    expect(await games.mayFetchPast('2026-08-23', '2026-12-02')).toBe(false);
    expect(await games.recordPastAnswers([{ date: '2026-08-22', word: 'spate' }], '2026-12-02')).toBe(false);
    expect(area.m.has('past-answers')).toBe(false);
  });

  it('lets only days claimed and before today be asked', async () => {
    const games = new GameRepository(consenting());
    await games.claimPastDays('2026-12-02', ['2026-08-22']);
    expect(await games.mayFetchPast('2026-08-22', '2026-12-02')).toBe(true);
    expect(await games.mayFetchPast('2026-08-23', '2026-12-02')).toBe(false);
    expect(await games.mayFetchPast('2026-08-22', '2026-08-22')).toBe(false);
  });
});
