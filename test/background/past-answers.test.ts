// The background's part of fetching past answers: nothing asked without the player's consent; with
// it, the days after "known through" and before the earlier of today and the tab's puzzle, each at
// most once a day; what comes back kept only for days asked and learned by the model. Never the
// day the page was loaded or later (a board read after midnight is dated the next day), and the
// consent read again where the days are claimed: a Delete all just before cannot let them be asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { PastAnswers } from '../../src/background/past-answers';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import type { PageReading } from '../../src/shared/page';
import { memoryArea } from '../fakes';

const board = (date: string, loadedOn: string | null = date): PageReading => ({ kind: 'board', rows: [], typing: '', status: 'playing', hardMode: false, date, ...(loadedOn ? { loadedOn } : {}), darkMode: null, highContrast: null, markup: 'react' });
const days = (from: string, through: string) => {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${through}T00:00:00Z`); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
};

/** The background's part over a storage.local holding the consent as the settings say it (`today`: the clock's; default the local date). */
function setup(consent: Settings['pastAnswers'], today?: string, settings = async (): Promise<Settings> => ({ ...DEFAULT_SETTINGS, pastAnswers: consent })) {
  const area = memoryArea(new Map([['setting.pastAnswers', consent]]));
  const games = new GameRepository(area);
  const asked: { tabId: number; dates: string[] }[] = [];
  const past = new PastAnswers(games, settings, async (tabId, dates) => void asked.push({ tabId, dates }), today === undefined ? undefined : () => today);
  return { area, games, asked, past };
}

describe('asking a page for past answers', () => {
  it.each(['ask', 'off'] as const)('asks nothing when the setting is %s', async (consent) => {
    const { asked, past } = setup(consent, '2026-12-02');
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toEqual([]);
  });

  it('with consent asks every day after the shipped list and before today, once a day', async () => {
    const { asked, past, games } = setup('on', '2026-12-02');
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toEqual([{ tabId: 7, dates: days('2026-08-22', '2026-12-01') }]);
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toHaveLength(1);
    // What comes back is kept and learned; a day never asked for is not.
    expect(await past.onFetched([{ date: '2026-08-22', word: 'spate' }, { date: '2026-12-02', word: 'cigar' }])).toBe(true);
    expect(await games.learnedAnswers()).toEqual([{ date: '2026-08-22', word: 'spate' }]);
  });

  it("an archive puzzle's page is asked only for days before its own date", async () => {
    const { asked, past } = setup('on', '2026-12-02');
    await past.onReading(3, board('2026-08-25', '2026-12-02'));
    expect(asked).toEqual([{ tabId: 3, dates: ['2026-08-22', '2026-08-23', '2026-08-24'] }]);
  });

  it('a puzzle dated after the clock\'s today moves the cut nowhere', async () => {
    const { asked, past } = setup('on', '2026-08-24');
    await past.onReading(3, board('2026-08-30', '2026-08-24'));
    expect(asked).toEqual([{ tabId: 3, dates: ['2026-08-22', '2026-08-23'] }]);
  });

  it('a page that does not say when it was loaded is asked nothing', async () => {
    const { asked, past } = setup('on', '2026-12-02');
    await past.onReading(7, board('2026-12-02', null));
    expect(asked).toEqual([]);
  });

  it('a tab left open two days is asked for nothing on or after the day it was loaded', async () => {
    const { asked, past } = setup('on', '2026-12-03');
    await past.onReading(7, board('2026-12-03', '2026-12-01'));
    expect(asked[0].dates.at(-1)).toBe('2026-11-30');
  });

  it('Delete all between the consent read and the claim: nothing is asked', async () => {
    let race: () => Promise<void> = async () => undefined;
    const { asked, past, area, games } = setup('on', '2026-12-02', async () => {
      // The settings as cached say 'on'; meanwhile the player deletes all (the consent goes back to asking first).
      void race();
      return { ...DEFAULT_SETTINGS, pastAnswers: 'on' };
    });
    race = async () => {
      area.m.set('setting.pastAnswers', 'ask');
      await games.deleteAll();
    };
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toEqual([]);
  });
});

describe('the midnight case, on the clock of each time zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });
  // 00:05 on 2026-12-02 in each zone; the page was loaded at 23:58 the day before.
  it.each([
    ['Etc/GMT+12', '2026-12-02T12:05:00Z'],
    ['UTC', '2026-12-02T00:05:00Z'],
    ['Etc/GMT-14', '2026-12-01T10:05:00Z'],
  ])('in %s a board read at 00:05 on a page loaded at 23:58 is asked nothing of the day it shows', async (tz, typed) => {
    process.env.TZ = tz;
    vi.useFakeTimers({ now: new Date(typed), toFake: ['Date'] });
    const { asked, past } = setup('on'); // today: the local date on the clock
    // The board, matched to no saved game, reads as the clock's day; the page says it was loaded the day before.
    await past.onReading(7, board('2026-12-02', '2026-12-01'));
    expect(asked[0].dates.at(-1)).toBe('2026-11-30');
  });
});
