// The streak guard, opt-in: at the local time the player chose, if today's daily puzzle is not
// played yet in this browser (shared/streak.ts: no finished daily game of today kept), one
// notification says so, with the streak at stake. It needs the optional permission
// `notifications`, asked for only when the player turns it on (its alarm needs `alarms`, a
// permission of the manifest); without it, or with the setting off, nothing is scheduled. Nothing is sent anywhere: the alarm and the notification
// are the browser's own, and the figures come from the games kept here.
import { localDate } from '../core/dates';
import type { GameRecord } from '../shared/games';
import { streakOf } from '../shared/streak';

/** @internal exported for the tests: the alarm's name. */
export const GUARD_ALARM = 'streak-guard';
/** The notification's id: one a day at most, replaced rather than stacked. */
export const GUARD_NOTIFICATION = 'streak-guard';

/** @internal exported for the tests. The next moment strictly after `now` at which the local clock reads `at` ('HH:MM'), in epoch ms. */
export function nextReminder(now: Date, at: string): number {
  const [h, m] = at.split(':').map(Number);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, m);
  return today.getTime() > now.getTime() ? today.getTime() : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, h, m).getTime();
}

export interface GuardDeps {
  /** The chosen local time 'HH:MM', or null when the guard is off. */
  reminderAt(): Promise<string | null>;
  /** Whether the player granted what the guard needs (the optional `notifications`). */
  permitted(): Promise<boolean>;
  games(): Promise<readonly GameRecord[]>;
  alarms: { create(name: string, info: { when: number }): Promise<void> | void; clear(name: string): Promise<unknown> };
  notify(id: string, message: string): Promise<void>;
  /** The notification's text for a streak of `days` (0: none running). */
  message(days: number): string;
  now?: () => Date;
}

export class StreakGuard {
  constructor(private readonly deps: GuardDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Sets the one alarm for the next reminder, or clears it (off, or not permitted). */
  async schedule(): Promise<void> {
    const at = await this.deps.reminderAt();
    if (at === null || !(await this.deps.permitted())) {
      await this.deps.alarms.clear(GUARD_ALARM).catch(() => undefined);
      return;
    }
    await this.deps.alarms.create(GUARD_ALARM, { when: nextReminder(this.now(), at) });
  }

  /** The alarm rang: remind if today is still open, then set tomorrow's. Whether it reminded. */
  async onAlarm(name: string): Promise<boolean> {
    if (name !== GUARD_ALARM) return false;
    let reminded = false;
    if ((await this.deps.reminderAt()) !== null && (await this.deps.permitted())) {
      const streak = streakOf(await this.deps.games(), localDate(this.now()));
      if (streak.today === 'open') {
        await this.deps.notify(GUARD_NOTIFICATION, this.deps.message(streak.current));
        reminded = true;
      }
    }
    await this.schedule();
    return reminded;
  }
}
