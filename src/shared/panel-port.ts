// The name of the port a panel follows a tab on (panels.ts), apart from the messages module so the
// panel page's first script (panel/early-port.ts) opens it without loading the rest.
export const PANEL_PORT = 'panel';
