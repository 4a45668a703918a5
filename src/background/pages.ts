// The Wordle pages open now, each holding a port (content/presence.ts): when one closes, the page is
// gone. Ports die with the service worker; a page opens its port again with its next message, so
// nothing here needs to be stored.
import browser, { type Runtime } from 'webextension-polyfill';
import { isContentScript, PAGE_PORT } from '../shared/messages';

/** Registers the listener; call at the top level of the background. `gone(tabId)`: the tab's page went. */
export function watchPages(gone: (tabId: number) => void): void {
  const pages = new Map<number, Runtime.Port>();
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== PAGE_PORT || !port.sender || !isContentScript(port.sender)) return;
    const tabId = port.sender.tab!.id!; // isContentScript checked it
    // A new page in the tab (a reload) connects before the old one's port is seen closing.
    pages.set(tabId, port);
    port.onDisconnect.addListener(() => {
      if (pages.get(tabId) !== port) return;
      pages.delete(tabId);
      gone(tabId);
    });
  });
}
