// One Wordle tab's life in the background: a new reading is stored, solved under the current
// settings, shown on the badge and pushed to the panels that follow the tab.
import type { TabView, SolveRequest } from '../shared/tab-view';
import type { PageReading } from '../shared/page';
import { effectiveHardMode, type Settings } from '../shared/settings';
import { showCount } from './badge';
import { currentSettings } from './settings-cache';
import type { SolverHost } from './solver-host';
import { getTab, putTab, withTab, type TabRecord } from './tab-store';

/** The solve request for a reading under the settings, or null when there is no board to solve. */
export function requestFor(reading: PageReading, s: Settings): SolveRequest | null {
  if (reading.kind !== 'board') return null;
  const mode = effectiveHardMode(s, reading.hardMode) ? 'hard' : 'normal';
  return { board: reading.rows, mode, model: s.model, strategy: s.strategy, top: s.top };
}

const requestKey = (r: SolveRequest) => JSON.stringify([r.board, r.mode, r.model, r.strategy, r.top]);

/** Requests in flight, by tab: what the tab's view shows as busy. Lost with the worker, harmlessly. */
const inFlight = new Map<number, string>();

export function viewOf(tabId: number, rec: TabRecord | null, s: Settings): TabView {
  if (!rec) return { kind: 'no-tab' };
  const req = requestFor(rec.reading, s);
  if (!req) return { kind: 'tab', tabId, reading: rec.reading, solve: { kind: 'idle' } };
  const key = requestKey(req);
  if (rec.solved?.key === key) return { kind: 'tab', tabId, reading: rec.reading, solve: rec.solved.outcome };
  return { kind: 'tab', tabId, reading: rec.reading, solve: { kind: inFlight.get(tabId) === key ? 'busy' : 'idle' } };
}

export class TabSolver {
  constructor(
    private readonly host: SolverHost,
    private readonly publish: (tabId: number, view: TabView) => void,
  ) {}

  async view(tabId: number): Promise<TabView> {
    return viewOf(tabId, await getTab(tabId), await currentSettings());
  }

  /** A reading from the tab's content script. Unchanged readings cost nothing. */
  async onReading(tabId: number, reading: PageReading): Promise<void> {
    const changed = await withTab(tabId, async () => {
      const rec = await getTab(tabId);
      if (rec && JSON.stringify(rec.reading) === JSON.stringify(reading)) return false;
      await putTab(tabId, { reading, solved: rec?.solved ?? null });
      return true;
    });
    if (changed) await this.refresh(tabId);
  }

  /** Brings the tab's answer up to date with its reading and the settings. */
  async refresh(tabId: number): Promise<void> {
    const settings = await currentSettings();
    const rec = await getTab(tabId);
    if (!rec) return;
    const req = requestFor(rec.reading, settings);
    if (!req) {
      await showCount(tabId, null);
      this.publish(tabId, viewOf(tabId, rec, settings));
      return;
    }
    const key = requestKey(req);
    if (rec.solved?.key === key) {
      await this.finish(tabId, rec, settings);
      return;
    }
    inFlight.set(tabId, key);
    this.publish(tabId, viewOf(tabId, rec, settings));
    const outcome = await this.host.run(`tab:${tabId}`, { kind: 'solve', request: req });
    if (outcome.kind !== 'solve') return; // stale: the newer request's refresh takes over
    if (inFlight.get(tabId) === key) inFlight.delete(tabId);
    const solved: TabRecord['solved'] = {
      key,
      outcome: outcome.result.ok ? { kind: 'done', result: outcome.result.value } : { kind: 'error', error: outcome.result.error },
    };
    const stored = await withTab(tabId, async () => {
      const now = await getTab(tabId);
      // The board may have moved on while the solver worked: keep only an answer to the current one.
      const nowReq = now && requestFor(now.reading, await currentSettings());
      if (!now || !nowReq || requestKey(nowReq) !== key) return null;
      const next = { ...now, solved };
      await putTab(tabId, next);
      return next;
    });
    if (stored) await this.finish(tabId, stored, await currentSettings());
  }

  private async finish(tabId: number, rec: TabRecord, s: Settings): Promise<void> {
    const outcome = rec.solved?.outcome;
    // The badge counts likely answers, the panel's headline number.
    await showCount(tabId, outcome?.kind === 'done' ? outcome.result.candidates - outcome.result.longShots : outcome ? '!' : null);
    this.publish(tabId, viewOf(tabId, rec, s));
  }
}
