// Panels: every view of a tab goes to the panels that follow it with the hint steps taken in the
// tab's game, so the panel inside the page (which cannot read storage.session) shows the steps a
// side panel took, and the reverse; views go out in the order they were made, whatever order the
// hint reads finish in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HintSteps } from '../../src/shared/hints';
import type { TabView } from '../../src/shared/tab-view';
import { tick } from '../fakes';

const EXTENSION_ID = 'ours';
type Listener = (...args: unknown[]) => void;
const connectListeners: Listener[] = [];
const activatedListeners: Listener[] = [];
vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: {
      id: 'ours',
      getURL: (path: string) => `chrome-extension://ours/${path}`,
      onConnect: { addListener: (l: Listener) => connectListeners.push(l) },
    },
    tabs: { onActivated: { addListener: (l: Listener) => activatedListeners.push(l) }, query: async ({ windowId }: { windowId: number }) => (windowId === 2 ? [{ id: 8 }] : []) },
  },
}));
const { Panels } = await import('../../src/background/panels');
const { PANEL_PORT } = await import('../../src/shared/messages');

interface FakePort {
  name: string;
  sender: { id: string; url: string; tab?: { id: number }; frameId?: number };
  got: unknown[];
  postMessage(v: unknown): void;
  onMessage: { addListener(l: Listener): void };
  onDisconnect: { addListener(l: Listener): void };
  say(v: unknown): void;
  /** The panel closes. */
  close(): void;
}

function port(sender: FakePort['sender']): FakePort {
  const said: Listener[] = [];
  const closed: Listener[] = [];
  return {
    name: PANEL_PORT,
    sender,
    got: [],
    postMessage(v) {
      this.got.push(v);
    },
    onMessage: { addListener: (l) => said.push(l) },
    onDisconnect: { addListener: (l) => closed.push(l) },
    say: (v) => said.forEach((l) => l(v)),
    close: () => closed.forEach((l) => l()),
  };
}

/** A panel page following tab 5, and the panel inside tab 5's Wordle page (following itself). */
function connectBoth(): { side: FakePort; inPage: FakePort } {
  const side = port({ id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}/src/panel/index.html?tab=5` });
  const inPage = port({ id: EXTENSION_ID, url: 'https://www.nytimes.com/games/wordle/index.html', tab: { id: 5 }, frameId: 0 });
  for (const p of [side, inPage]) connectListeners.forEach((l) => l(p));
  side.say({ type: 'panel:follow', target: { tabId: 5 } });
  inPage.say({ type: 'panel:follow', target: { self: true } });
  return { side, inPage };
}

const tabView = (n: number): TabView => ({ kind: 'tab', tabId: 5, reading: null, solve: n ? { kind: 'busy' } : { kind: 'idle' } });
const views = (p: FakePort) => p.got.map((m) => (m as { view: TabView }).view);

describe('Panels', () => {
  let steps: HintSteps;
  beforeEach(() => {
    connectListeners.length = 0;
    activatedListeners.length = 0;
    steps = { '': 2 };
  });

  it('sends every view of the tab with its hint steps, to the panel page and the panel inside the page alike', async () => {
    const panels = new Panels(async () => tabView(0), async () => ({ ...steps }));
    panels.listen();
    const { side, inPage } = connectBoth();
    await tick();
    for (const p of [side, inPage]) expect(views(p)).toEqual([{ ...tabView(0), hints: { '': 2 } }]);
    panels.publish(5, tabView(1));
    await tick();
    for (const p of [side, inPage]) expect(views(p).at(-1)).toEqual({ ...tabView(1), hints: { '': 2 } });
    // A view of another tab goes to neither; "no tab" carries no steps.
    panels.publish(6, tabView(1));
    panels.publish(5, { kind: 'no-tab' });
    await tick();
    for (const p of [side, inPage]) expect(views(p).slice(2)).toEqual([{ kind: 'no-tab' }]);
  });

  it('sends the view again when a step is taken in either panel, so the other shows it', async () => {
    const panels = new Panels(async () => tabView(0), async () => ({ ...steps }));
    panels.listen();
    const { side, inPage } = connectBoth();
    await tick();
    steps = { '': 2, 'crane:aapac': 3 };
    panels.hintsChanged(5);
    await tick();
    for (const p of [side, inPage]) expect(views(p).at(-1)).toEqual({ ...tabView(0), hints: { '': 2, 'crane:aapac': 3 } });
    panels.hintsChanged(6);
    await tick();
    expect(side.got).toHaveLength(2);
  });

  it('a panel that (re)connects gets its view in the order it asked: a view published while its view was read comes after it', async () => {
    // A new service worker: the panel reconnects while the tab's next board is being answered.
    const reads: ((v: TabView) => void)[] = [];
    const panels = new Panels(() => new Promise((r) => reads.push(r)), async () => ({}));
    panels.listen();
    const { side } = connectBoth();
    await tick();
    panels.publish(5, tabView(1)); // the next board's view, made after the panel's view was asked for
    await tick();
    reads.forEach((r) => r(tabView(0))); // the storage reads for the panels' views end last
    await tick();
    expect(views(side).map((v) => v.kind === 'tab' && v.solve.kind)).toEqual(['idle', 'busy']);
  });

  it('keeps the order the views were made in when a later read of the steps finishes first', async () => {
    const reads: ((s: HintSteps) => void)[] = [];
    const panels = new Panels(async () => tabView(0), () => new Promise((r) => reads.push(r)));
    panels.listen();
    const { side } = connectBoth();
    await tick();
    reads.splice(0).forEach((r) => r({}));
    await tick();
    panels.publish(5, tabView(0));
    panels.publish(5, tabView(1));
    reads[1]({ '': 3 });
    await tick();
    reads[0]({ '': 2 });
    await tick();
    expect(views(side).slice(1)).toEqual([
      { ...tabView(0), hints: { '': 2 } },
      { ...tabView(1), hints: { '': 3 } },
    ]);
  });

  it('still sends the view, without steps, when they cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const panels = new Panels(async () => tabView(1), () => Promise.reject(new Error('storage failed')));
    panels.listen();
    const { inPage } = connectBoth();
    await tick();
    expect(views(inPage)).toEqual([tabView(1)]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('tells which tabs the open panels show: as they open, follow their window\'s active tab, and close', async () => {
    const shown: number[][] = [];
    const panels = new Panels(async () => tabView(0), async () => ({}), (tabs) => shown.push([...tabs].sort()));
    panels.listen();
    const { side, inPage } = connectBoth();
    await tick();
    expect(shown.at(-1)).toEqual([5]);
    // A side panel following window 2's active tab (8, once asked), then the player switching to tab 9.
    const windowPanel = port({ id: EXTENSION_ID, url: `chrome-extension://${EXTENSION_ID}/src/panel/index.html` });
    connectListeners.forEach((l) => l(windowPanel));
    windowPanel.say({ type: 'panel:follow', target: { windowId: 2 } });
    await tick();
    expect(shown.at(-1)).toEqual([5, 8]);
    activatedListeners.forEach((l) => l({ tabId: 9, windowId: 2 }));
    expect(shown.at(-1)).toEqual([5, 9]);
    // Tab 5 is shown until both of its panels have closed.
    side.close();
    expect(shown.at(-1)).toEqual([5, 9]);
    inPage.close();
    expect(shown.at(-1)).toEqual([9]);
    windowPanel.close();
    expect(shown.at(-1)).toEqual([]);
  });
});
