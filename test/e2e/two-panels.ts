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
  // An older version on another device writes every setting it knows under the single `settings`
  // key: what it changed is followed; a setting changed here after it is not undone by its next
  // write, which still holds its old value.
  await write(extension, { settings: { hardMode: 'off', model: 'classic', strategy: 'entropy', top: 10 } });
  for (const p of [a, b]) await shows(p, '#set-top', '10');
  await choose(pa, '#set-top', '5');
  await shows(b, '#set-top', '5');
  await write(extension, { settings: { hardMode: 'off', model: 'classic', strategy: 'minimax', top: 10 } });
  for (const p of [a, b]) await shows(p, '#set-strategy', 'minimax');
  for (const p of [a, b]) expect(await valueOf(p, '#set-top')).toBe('5');
  expect(await stored(extension)).toMatchObject({ 'setting.strategy': 'minimax', 'setting.top': 5 });
  // The suggestions follow the settings the controls show: five of them (ties fold into one row).
  const suggestions = () => a.run(() => document.querySelectorAll('[data-testid="suggestion"]').length, undefined);
  await poll('one to five suggestions', async () => {
    const n = await suggestions();
    return n > 0 && n <= 5 ? true : null;
  }, 30_000);
  await extension(() => ((globalThis as unknown as { browser?: Sync }).browser ?? chrome).storage.sync.clear(), undefined);
}

export interface TwoPanelHintsDriver<P> {
  /** Opens two panel pages following the same game (CRANE played). */
  open(): Promise<[P, P]>;
  tab(panel: P): Tab;
  /** Plays one more row in the game. */
  playRow(word: string): Promise<void>;
  /** Runs `fn(arg)` in a context of the extension (reads storage.session past the panels). */
  extension: Tab['run'];
}

type Session = { storage: { session: chrome.storage.StorageArea } };
const stepOf = (p: Tab) => p.run(() => document.querySelector('[data-testid="hint-ladder"]')?.getAttribute('data-step') ?? null, undefined);
const atStep = (p: Tab, want: string) => poll(`hint step ${want}`, async () => ((await stepOf(p)) === want ? true : null), 10_000);
const rowsShown = (p: Tab, n: number) =>
  poll(`${n} rows in the panel`, async () => ((await p.run(() => document.querySelector('[data-testid="hint-ladder"]') && document.querySelector('[data-testid="status"]')?.textContent, undefined))?.includes(`${n} of 6`) ? true : null), 20_000);
const nextStep = (p: Tab) => p.run(() => document.querySelector<HTMLElement>('[data-testid="hint-next"]')!.click(), undefined);

/**
 * Two panels on one tab take hint steps at different rows: each step is written alone (by the
 * background, per board) and every panel follows the stored steps, so neither panel's write
 * drops the other's step and each shows the step the other took.
 */
export async function checkTwoPanelHints<P>({ open: openPanels, tab, playRow, extension }: TwoPanelHintsDriver<P>): Promise<void> {
  await write(extension, { 'setting.hints': 'steps' });
  const [pa, pb] = await openPanels();
  const [a, b] = [tab(pa), tab(pb)];
  for (const p of [a, b]) await rowsShown(p, 1);
  for (const p of [a, b]) await atStep(p, '1');
  // A takes a step at the first row's board: B, open all along, shows it.
  await nextStep(a);
  await atStep(b, '2');
  await playRow('pilot');
  for (const p of [a, b]) await rowsShown(p, 2);
  // B takes two steps at the second row's board: A shows them; A's step at row 1 is kept.
  await nextStep(b);
  await atStep(b, '2');
  await nextStep(b);
  await atStep(a, '3');
  const stored = await extension(() => ((globalThis as unknown as { browser?: Session }).browser ?? (chrome as unknown as Session)).storage.session.get(null), undefined);
  const hints = Object.entries(stored).filter(([k]) => k.startsWith('hints:')).map(([, v]) => v);
  expect(hints).toHaveLength(1);
  expect(Object.values(hints[0] as Record<string, number>).sort()).toEqual([2, 3]);
  await extension(() => ((globalThis as unknown as { browser?: Sync }).browser ?? chrome).storage.sync.clear(), undefined);
}
