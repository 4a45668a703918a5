// A tab with no usable record is shown as "no Wordle tab": its stored reading failed the check
// (tab-store.ts parseRecord: never rendered), or it is a Wordle tab the background has no record
// of. Rather than wait for the page to change, the background asks the tab's content script to
// report its reading again (`bg:report`); the answer comes back as a normal `cs:reading` and is
// stored and solved like any other. Bounded: asked only when a panel looks at the tab, at most one
// ask per tab at a time, and a tab that cannot answer (no content script: tabs.sendMessage
// rejects) has its bad record removed and stays "no Wordle tab".
import type { Result } from '../core/types';

export interface ReportAgainDeps {
  /** Whether the tab should have a record: it holds a bad one, or it is a Wordle tab. */
  needsReport(tabId: number): Promise<boolean>;
  /** Sends `bg:report` to the tab's content script. */
  ask(tabId: number): Promise<Result<unknown>>;
  /** The tab did not answer: drop what is stored for it if it is still bad. */
  giveUp(tabId: number): Promise<void>;
}

export class ReportAgain {
  private readonly asking = new Set<number>();

  constructor(private readonly deps: ReportAgainDeps) {}

  /** A panel was shown "no Wordle tab" for the tab: ask it to report if it should have a record. */
  async onNoTab(tabId: number): Promise<void> {
    if (this.asking.has(tabId)) return;
    this.asking.add(tabId);
    try {
      if (!(await this.deps.needsReport(tabId))) return;
      const r = await this.deps.ask(tabId);
      if (!r.ok) await this.deps.giveUp(tabId);
    } finally {
      this.asking.delete(tabId);
    }
  }
}
