// The toolbar button opens the panel: Chrome's side panel opens by itself once told to; Firefox's
// sidebar is toggled from the click (it must be, to count as a user action).
import browser from 'webextension-polyfill';

export function openPanelFromToolbar(): void {
  if (__BROWSER__ === 'chrome') {
    void chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
    return;
  }
  browser.action.onClicked.addListener(() => {
    void browser.sidebarAction.toggle();
  });
}
