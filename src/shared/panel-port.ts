// The port a panel follows a tab on (panels.ts) and the message that asks for it, apart from the
// messages module so the panel page's first script (panel/early-port.ts) opens it without loading
// the rest.
export const PANEL_PORT = 'panel';

/**
 * What a panel follows. The panel inside the page (the overlay, a content script) follows its own
 * tab, `{ self: true }`: it cannot know the tab's id, and may follow no other.
 */
export type FollowTarget = { tabId: number } | { windowId: number } | { self: true };

/** What a panel page (side panel, sidebar) follows: a tab or its window, never `self`. */
export type PageTarget = Exclude<FollowTarget, { self: true }>;

/** Panel → background over the long-lived port named PANEL_PORT. */
export type PanelPortMessage = { type: 'panel:follow'; target: FollowTarget };

/** The one way a panel asks to follow `target` (the early port and the connector both send it). */
export const followMessage = (target: FollowTarget): PanelPortMessage => ({ type: 'panel:follow', target });
