// The saved games in storage.local: validated on read, merged on every report, nothing lost.
import { describe, expect, it, vi } from 'vitest';

const local = new Map<string, unknown>();
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: {
      local: {
        get: async (k: string) => (local.has(k) ? { [k]: structuredClone(local.get(k)) } : {}),
        set: async (o: Record<string, unknown>) => Object.entries(o).forEach(([k, v]) => local.set(k, structuredClone(v))),
      },
    },
  },
}));

describe('saved-games store', () => {
  it('drops bad stored records, keeps the good, learns from won games and loses nothing on a shorter report', async () => {
    local.set('saved-games', {
      games: [
        { player: 'ANON', date: '2026-11-20', words: ['crane', 'stave'], status: 'won', hardMode: false },
        { player: 'ANON', date: 'yesterday', words: ['crane'], status: 'won', hardMode: false },
        '<script>',
      ],
    });
    vi.resetModules();
    const store = await import('../../src/background/saved-games-store');
    expect(await store.currentLearned()).toEqual([{ date: '2026-11-20', word: 'stave' }]);
    expect(await store.recordSavedGames([{ player: 'ANON', date: '2026-11-21', words: ['slate', 'fight'], status: 'won', hardMode: true }])).toBe(true);
    expect(await store.currentLearned()).toEqual([{ date: '2026-11-20', word: 'stave' }, { date: '2026-11-21', word: 'fight' }]);
    // The same report again changes nothing; a report without the older games loses none of them.
    expect(await store.recordSavedGames([{ player: 'ANON', date: '2026-11-21', words: ['slate', 'fight'], status: 'won', hardMode: true }])).toBe(false);
    expect((local.get('saved-games') as { games: unknown[] }).games).toHaveLength(2);
    // A fresh service worker reads the same.
    vi.resetModules();
    const again = await import('../../src/background/saved-games-store');
    expect(await again.currentLearned()).toHaveLength(2);
  });
});
