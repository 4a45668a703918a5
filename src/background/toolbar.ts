// The toolbar button opens the panel: Chrome's side panel opens by itself once told to; Firefox's
// sidebar is toggled from the click (it must be, to count as a user action). Where the browser has
// neither (Firefox for Android has no sidebar), the panel is the one inside the page, and the
// button opens its sheet in the tab clicked. Which one is found by what the browser offers, never
// by its name or user agent, and asked again each time (a test build may take an API away).
import browser from 'webextension-polyfill';
import { sendToTab } from '../shared/messages';

/** The browser's APIs the toolbar button may use, as far as they exist. */
export interface ToolbarApis {
  sidePanel?: { setPanelBehavior?: (behavior: { openPanelOnActionClick: boolean }) => Promise<void> };
  sidebarAction?: { toggle?: () => Promise<void> };
}

export type PanelHost = 'side-panel' | 'sidebar' | 'page';

/** Where this browser shows the panel: beside the page (a side panel or a sidebar), or only inside it. */
export function panelHost(apis: ToolbarApis): PanelHost {
  if (typeof apis.sidePanel?.setPanelBehavior === 'function') return 'side-panel';
  if (typeof apis.sidebarAction?.toggle === 'function') return 'sidebar';
  return 'page';
}

/** This browser's APIs, read now. */
export const browserApis = (): ToolbarApis => ({
  sidePanel: (globalThis as { chrome?: { sidePanel?: ToolbarApis['sidePanel'] } }).chrome?.sidePanel,
  sidebarAction: (browser as { sidebarAction?: ToolbarApis['sidebarAction'] }).sidebarAction,
});

/**
 * What a click on the toolbar button does in `tabId`.
 * @internal exported for the tests.
 */
export function onToolbarClick(apis: ToolbarApis, tabId: number | undefined, openInPage: (tabId: number) => void): void {
  const host = panelHost(apis);
  if (host === 'sidebar') void apis.sidebarAction!.toggle!();
  else if (host === 'page' && tabId !== undefined) openInPage(tabId);
}

const openInPage = (tabId: number) => void sendToTab(tabId, { type: 'bg:open-overlay' });

export function openPanelFromToolbar(apis: () => ToolbarApis = browserApis): void {
  const now = apis();
  // Chrome opens its side panel on the click itself; then no click event reaches the extension.
  if (panelHost(now) === 'side-panel') {
    void now.sidePanel!.setPanelBehavior!({ openPanelOnActionClick: true });
    return;
  }
  const click = (tab: { id?: number }) => onToolbarClick(apis(), tab.id, openInPage);
  browser.action.onClicked.addListener(click);
  // Test builds only: browsers' automation cannot click the toolbar button; the e2e test calls
  // what the click calls, from the background page (Firefox: runtime.getBackgroundPage()).
  if (__E2E__) (globalThis as { e2eToolbarClick?: typeof click }).e2eToolbarClick = click;
}
