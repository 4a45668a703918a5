// The streak guard in real Firefox: turned on in the panel with a real click, its optional
// permission granted (Firefox's test pref answers the prompt), it rings at the chosen minute of
// the local clock and the browser holds its notification with the streak at stake. Only Firefox:
// Chromium answers an optional permission's prompt only by a person's click, which no automation
// reaches (the same code runs there; test/background/streak-guard.test.ts covers its schedule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORDLE_DAILY_URL } from '../../src/shared/wordle-url';
import { buildExtension } from './build';
import { launchFirefox, type Firefox } from './firefox';
import { poll } from './tab';

let ff: Firefox;

describe('Firefox: the streak guard reminds at the chosen time', () => {
  beforeAll(async () => {
    // Firefox's own alert windows, not the desktop's: a machine with no notification service
    // (libnotify: "Failed to connect to proxy") closes a system notification as it opens.
    ff = await launchFirefox(await buildExtension('firefox-e2e'), { prefs: { 'extensions.webextOptionalPermissionPrompts': false, 'alerts.useSystemBackend': false } });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it("off until turned on; then at the minute chosen a notification says today's puzzle is waiting, with the streak", async () => {
    const game = await ff.openGame(WORDLE_DAILY_URL);
    const { panel } = await ff.openPanel(game);
    type Ext = { browser: { permissions: { contains(p: unknown): Promise<boolean> }; notifications: { getAll(): Promise<Record<string, { message: string }>> }; storage: { local: { set(i: unknown): Promise<void>; get(k: string): Promise<Record<string, unknown>> } } } };
    // Two daily games won, yesterday and the day before, kept in this browser: a streak of 2.
    await panel.evaluate(async () => {
      const day = (n: number) => {
        const d = new Date();
        d.setDate(d.getDate() - n);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      };
      const g = (date: string) => ({ v: 1, date, player: 'ANON', words: 'cranestove', marks: 'aaaapccccc', won: true, hard: false, model: 'nyt', noAnalysis: 'answer-unknown', from: 'played' });
      await (globalThis as unknown as Ext).browser.storage.local.set({ [`game/${day(1)}/ANON`]: g(day(1)), [`game/${day(2)}/ANON`]: g(day(2)) });
    });
    expect(await panel.evaluate(() => (globalThis as unknown as Ext).browser.permissions.contains({ permissions: ['notifications'] }))).toBe(false);
    // A minute of the local clock that starts 30-90 s from now, then the switch, clicked. (The next
    // minute alone could start a second after: on a loaded machine the switch then came after the
    // time had passed, and the reminder was for tomorrow.)
    await panel.evaluate(() => ((document.querySelector('[data-testid="settings"]') as HTMLDetailsElement).open = true));
    const at = await panel.evaluate(() => {
      const d = new Date(Date.now() + 90_000);
      const hhmm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
      const input = document.querySelector('[data-testid="set-reminder-time"]') as HTMLInputElement;
      input.value = hhmm;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return hhmm;
    });
    await panel.click('[data-testid="set-reminder"]');
    await poll('the reminder on', async () => ((await panel.evaluate(() => (document.querySelector('[data-testid="set-reminder"]') as HTMLInputElement).checked)) ? true : null), 10_000);
    expect(await panel.evaluate(() => (globalThis as unknown as Ext).browser.permissions.contains({ permissions: ['notifications'] }))).toBe(true);
    expect(await panel.evaluate(() => (document.querySelector('[data-testid="set-reminder-time"]') as HTMLInputElement).value)).toBe(at);
    const shown = await poll(
      'the reminder',
      async () => {
        const all = await panel.evaluate(() => (globalThis as unknown as Ext).browser.notifications.getAll());
        // One reminder, named by its day (streak-guard/<today>): its answers speak for that day only.
        const ids = Object.keys(all).filter((id) => id.startsWith('streak-guard/'));
        return ids.length === 1 ? { id: ids[0], ...all[ids[0]] } : null;
      },
      150_000,
    );
    expect(shown.message).toBe("Today's Wordle is waiting: your streak is 2 days.");
    expect(shown.id).toBe(`streak-guard/${await panel.evaluate(() => new Date().toLocaleDateString('sv'))}`);
  }, 240_000);
});
