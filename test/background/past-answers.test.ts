// The background's part of fetching past answers: nothing asked without the player's consent; with
// it, the days after "known through" and before the earlier of today and the tab's puzzle, each at
// most once a day; what comes back kept only for days asked and learned by the model.
import { describe, expect, it } from 'vitest';
import { GameRepository } from '../../src/background/game-repository';
import { PastAnswers } from '../../src/background/past-answers';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import type { PageReading } from '../../src/shared/page';
import { memoryArea } from '../fakes';

const board = (date: string): PageReading => ({ kind: 'board', rows: [], typing: '', status: 'playing', hardMode: false, date, darkMode: null, highContrast: null, markup: 'react' });
const days = (from: string, through: string) => {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${through}T00:00:00Z`); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
};

function setup(consent: Settings['pastAnswers'], today = '2026-12-02') {
  const games = new GameRepository(memoryArea());
  const asked: { tabId: number; dates: string[] }[] = [];
  const past = new PastAnswers(games, async () => ({ ...DEFAULT_SETTINGS, pastAnswers: consent }), async (tabId, dates) => void asked.push({ tabId, dates }), () => today);
  return { games, asked, past };
}

describe('asking a page for past answers', () => {
  it.each(['ask', 'off'] as const)('asks nothing when the setting is %s', async (consent) => {
    const { asked, past } = setup(consent);
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toEqual([]);
  });

  it('with consent asks every day after the shipped list and before today, once a day', async () => {
    const { asked, past, games } = setup('on');
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toEqual([{ tabId: 7, dates: days('2026-08-22', '2026-12-01') }]);
    await past.onReading(7, board('2026-12-02'));
    expect(asked).toHaveLength(1);
    // What comes back is kept and learned; a day never asked for is not.
    expect(await past.onFetched([{ date: '2026-08-22', word: 'spate' }, { date: '2026-12-02', word: 'cigar' }])).toBe(true);
    expect(await games.learnedAnswers()).toEqual([{ date: '2026-08-22', word: 'spate' }]);
  });

  it("an archive puzzle's page is asked only for days before its own date", async () => {
    const { asked, past } = setup('on');
    await past.onReading(3, board('2026-08-25'));
    expect(asked).toEqual([{ tabId: 3, dates: ['2026-08-22', '2026-08-23', '2026-08-24'] }]);
  });

  it('a puzzle dated after the clock\'s today moves the cut nowhere', async () => {
    const { asked, past } = setup('on', '2026-08-24');
    await past.onReading(3, board('2026-08-30'));
    expect(asked).toEqual([{ tabId: 3, dates: ['2026-08-22', '2026-08-23'] }]);
  });
});
