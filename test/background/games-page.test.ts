// Your games opened in a tab for the panel inside a page: one tab per asking Wordle tab, however
// often a page (perhaps one that took over its process) asks.
import { describe, expect, it } from 'vitest';
import { GamesPage } from '../../src/background/games-page';

function fakeTabs() {
  const open = new Set<number>();
  let next = 100;
  const created: string[] = [];
  return {
    created,
    open,
    api: {
      create: async ({ url }: { url: string }) => (created.push(url), open.add(++next), { id: next }),
      update: async (id: number) => {
        if (!open.has(id)) throw new Error(`No tab with id: ${id}`);
        return {};
      },
    },
  };
}

describe('GamesPage', () => {
  it('opens one tab per asking tab, however often asked, and another once that one is closed', async () => {
    const tabs = fakeTabs();
    const page = new GamesPage(tabs.api);
    for (let i = 0; i < 50; i++) await page.open(7, 'games?tab=7');
    expect(tabs.created).toEqual(['games?tab=7']);
    await page.open(8, 'games?tab=8');
    expect(tabs.created).toHaveLength(2);
    tabs.open.clear();
    await page.open(7, 'games?tab=7');
    expect(tabs.created).toEqual(['games?tab=7', 'games?tab=8', 'games?tab=7']);
  });
});
