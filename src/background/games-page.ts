// "Your games" in a tab of the extension's own page, opened for the panel inside a Wordle page
// (where import and delete are not offered: panel:open-games). One such tab per Wordle tab: asked
// again, the one already open is brought forward, so a page that takes over its process and asks
// in a loop cannot fill the browser with tabs.
export interface TabsApi {
  create(props: { url: string }): Promise<{ id?: number }>;
  update(tabId: number, props: { active: boolean }): Promise<unknown>;
}

export class GamesPage {
  /** The tab opened for each asking Wordle tab (or for a panel page: key 0). */
  private readonly opened = new Map<number, number>();

  constructor(private readonly tabs: TabsApi) {}

  async open(from: number | null, url: string): Promise<void> {
    const key = from ?? 0;
    const mine = this.opened.get(key);
    if (mine !== undefined) {
      try {
        await this.tabs.update(mine, { active: true });
        return;
      } catch {
        this.opened.delete(key); // closed since: open another
      }
    }
    const tab = await this.tabs.create({ url });
    if (tab.id !== undefined) this.opened.set(key, tab.id);
  }
}
