import { beforeEach, describe, expect, it, vi } from 'vitest';

// The extension APIs as toolbar.ts uses them: the click listener is kept to be called.
const clicks: ((tab: { id?: number }) => void)[] = [];
const tabsSend = vi.fn<(tabId: number, msg: unknown, o: unknown) => Promise<unknown>>();
vi.mock('webextension-polyfill', () => ({
  default: {
    runtime: { id: 'ours' },
    action: { onClicked: { addListener: (l: (typeof clicks)[number]) => clicks.push(l) } },
    tabs: { sendMessage: (id: number, msg: unknown, o: unknown) => tabsSend(id, msg, o) },
  },
}));

const { onToolbarClick, openPanelFromToolbar, panelHost } = await import('../../src/background/toolbar');

const sidePanel = () => ({ setPanelBehavior: vi.fn(async () => undefined) });
const sidebarAction = () => ({ toggle: vi.fn(async () => undefined) });

beforeEach(() => {
  clicks.length = 0;
  tabsSend.mockReset().mockResolvedValue(undefined);
});

describe('where the panel goes, by what the browser offers', () => {
  it('beside the page where a side panel or a sidebar exists, else inside it', () => {
    expect(panelHost({ sidePanel: sidePanel() })).toBe('side-panel');
    expect(panelHost({ sidebarAction: sidebarAction() })).toBe('sidebar');
    expect(panelHost({ sidePanel: sidePanel(), sidebarAction: sidebarAction() })).toBe('side-panel');
    // Firefox for Android: neither API (browser-compat-data: sidebarAction unsupported there).
    expect(panelHost({})).toBe('page');
    // An object without the function is not the API.
    expect(panelHost({ sidePanel: {}, sidebarAction: {} })).toBe('page');
  });
});

describe('a click on the toolbar button', () => {
  it('toggles the sidebar where there is one, and touches no page', () => {
    const apis = { sidebarAction: sidebarAction() };
    const openInPage = vi.fn();
    onToolbarClick(apis, 5, openInPage);
    expect(apis.sidebarAction.toggle).toHaveBeenCalledOnce();
    expect(openInPage).not.toHaveBeenCalled();
  });

  it('opens the sheet of the panel inside the page clicked where there is no sidebar', () => {
    const openInPage = vi.fn();
    onToolbarClick({}, 5, openInPage);
    expect(openInPage).toHaveBeenCalledWith(5);
    onToolbarClick({}, undefined, openInPage);
    expect(openInPage).toHaveBeenCalledOnce();
  });
});

describe('openPanelFromToolbar', () => {
  it("lets Chrome's side panel open on the click by itself, with no click listener", () => {
    const apis = { sidePanel: sidePanel() };
    openPanelFromToolbar(() => apis);
    expect(apis.sidePanel.setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: true });
    expect(clicks).toHaveLength(0);
  });

  it('without a sidebar, a click sends bg:open-overlay to the top frame of the tab clicked', () => {
    openPanelFromToolbar(() => ({}));
    expect(clicks).toHaveLength(1);
    clicks[0]({ id: 9 });
    expect(tabsSend).toHaveBeenCalledWith(9, { type: 'bg:open-overlay' }, { frameId: 0 });
  });

  it('asks again at each click: a sidebar that went away sends the click to the page', () => {
    let apis: { sidebarAction?: ReturnType<typeof sidebarAction> } = { sidebarAction: sidebarAction() };
    const first = apis.sidebarAction!;
    openPanelFromToolbar(() => apis);
    clicks[0]({ id: 3 });
    expect(first.toggle).toHaveBeenCalledOnce();
    expect(tabsSend).not.toHaveBeenCalled();
    apis = {};
    clicks[0]({ id: 3 });
    expect(tabsSend).toHaveBeenCalledWith(3, { type: 'bg:open-overlay' }, { frameId: 0 });
  });
});
