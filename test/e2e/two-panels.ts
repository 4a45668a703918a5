// One scenario for both browsers: two panels open on the same game, and settings
// written in either, or straight into storage.sync (as sync from another device does), reach
// every panel at once (storage.onChanged), and no panel undoes another's change.
import { expect } from 'vitest';
import { poll, type Tab } from './tab';

export interface TwoPanelsDriver<P> {
  /** Opens two panel pages following the same game. */
  open(): Promise<[P, P]>;
  tab(panel: P): Tab;
  /** Picks `value` in a panel's <select id>, as a player does (the automation's own select). */
  choose(panel: P, id: string, value: string): Promise<void>;
  /** Runs `fn(arg)` in a context of the extension, where storage.sync is reached past the panels' own code. */
  extension: Tab['run'];
}

type Sync = { storage: { sync: chrome.storage.SyncStorageArea } };
/** The extension's storage.sync, as `browser` (Firefox) or `chrome` (Chromium); runs in the extension. */
const stored = (run: Tab['run']) => run(() => ((globalThis as unknown as { browser?: Sync }).browser ?? chrome).storage.sync.get(null), undefined);

const valueOf = (p: Tab, id: string) => p.run((sel) => document.querySelector<HTMLSelectElement>(sel)?.value ?? null, id);
const shows = (p: Tab, id: string, want: string) => poll(`${id} = ${want}`, async () => ((await valueOf(p, id)) === want ? true : null), 5_000);

const write = (run: Tab['run'], items: Record<string, unknown>) => run((i) => ((globalThis as unknown as { browser?: Sync }).browser ?? chrome).storage.sync.set(i), items);

export async function checkTwoPanels<P>({ open: openPanels, tab, choose, extension }: TwoPanelsDriver<P>): Promise<void> {
  // A value stored before the panels open, shown by both: each has read storage, so what either
  // shows from now on came from following a change (a panel still reading could show it anyway).
  await write(extension, { 'setting.hardMode': 'off' });
  const [pa, pb] = await openPanels();
  const [a, b] = [tab(pa), tab(pb)];
  for (const p of [a, b]) {
    const open = () => p.run(() => (document.querySelector('details[data-testid="settings"]') as HTMLDetailsElement | null)?.open ?? null, undefined);
    await poll('the settings', open, 20_000);
    if (!(await open())) await p.run(() => document.querySelector<HTMLElement>('[data-testid="settings"] summary')!.click(), undefined);
    await poll('the settings open', async () => ((await open()) ? true : null), 5_000);
    await shows(p, '#set-hard', 'off');
  }
  await choose(pa, '#set-strategy', 'entropy');
  await shows(b, '#set-strategy', 'entropy');
  // B changes another setting: A's strategy must stay.
  await choose(pb, '#set-top', '5');
  await shows(a, '#set-top', '5');
  expect(await stored(extension)).toMatchObject({ 'setting.strategy': 'entropy', 'setting.top': 5 });
  expect(await valueOf(a, '#set-strategy')).toBe('entropy');
  // A write straight into storage.sync, as sync from another device does.
  await write(extension, { 'setting.model': 'classic' });
  for (const p of [a, b]) await shows(p, '#set-model', 'classic');
  expect(await stored(extension)).toMatchObject({ 'setting.hardMode': 'off', 'setting.strategy': 'entropy', 'setting.top': 5, 'setting.model': 'classic' });
  // The suggestions follow the settings the controls show: five of them (ties fold into one row).
  const suggestions = () => a.run(() => document.querySelectorAll('[data-testid="suggestion"]').length, undefined);
  await poll('one to five suggestions', async () => {
    const n = await suggestions();
    return n > 0 && n <= 5 ? true : null;
  }, 30_000);
  await extension(() => ((globalThis as unknown as { browser?: Sync }).browser ?? chrome).storage.sync.clear(), undefined);
}
