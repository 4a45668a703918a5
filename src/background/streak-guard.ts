// The streak guard, opt-in: at the local time the player chose, if today's daily puzzle is not
// played yet in this browser (shared/streak.ts: no finished daily game of today kept), one
// notification says so, with the streak at stake. It needs the optional permission
// `notifications`, asked for only when the player turns it on (its alarm needs `alarms`, a
// permission of the manifest); without it, or with the setting off, nothing is scheduled. Nothing is sent anywhere: the alarm and the notification
// are the browser's own, and the figures come from the games kept here and the NYT's statistics as
// last read (shared/streak.ts playerStreak, the one count the panels show). Where the browser gives
// notifications buttons (Chrome), two of them let the player say they played today elsewhere,
// won or lost (kept as that day's game: GameRepository.keepElsewhere); Firefox has none, and a
// click there opens the panel, whose header offers the same.
import { localDate } from '../core/dates';
import type { GameRecord } from '../shared/games';
import { playerStreak } from '../shared/streak';
import type { NytStatsRecord } from '../shared/nyt-stats';

/** @internal exported for the tests: the alarm's name. */
export const GUARD_ALARM = 'streak-guard';
/** The notification's id: `streak-guard/<day>`, one a day at most (an earlier day's is cleared when it shows). */
const GUARD_NOTIFICATION = 'streak-guard';
export const reminderId = (day: string) => `${GUARD_NOTIFICATION}/${day}`;
/** The day a reminder of ours spoke for, from its id; null for any other notification. */
export const dayOfNotification = (id: string) => (id.startsWith(`${GUARD_NOTIFICATION}/`) ? id.slice(GUARD_NOTIFICATION.length + 1) : null);

/** @internal exported for the tests. The next moment strictly after `now` at which the local clock reads `at` ('HH:MM'), in epoch ms. */
export function nextReminder(now: Date, at: string): number {
  const today = reminderOn(now, at);
  return today > now.getTime() ? today : reminderOn(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1), at);
}

/** The moment the local clock reads `at` on the local day of `day`, in the clock's zone now. */
function reminderOn(day: Date, at: string): number {
  const [h, m] = at.split(':').map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m).getTime();
}

export interface GuardDeps {
  /** The chosen local time 'HH:MM', or null when the guard is off. */
  reminderAt(): Promise<string | null>;
  /** Whether the player granted what the guard needs (the optional `notifications`). */
  permitted(): Promise<boolean>;
  games(): Promise<readonly GameRecord[]>;
  /** The NYT's statistics as last read (none when absent). */
  nytStats?(): Promise<NytStatsRecord>;
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

  /**
   * Sets the one alarm for the next reminder after `after` (now by default), or clears it (off, or
   * not permitted). Called again whenever the clock's day or zone changed (shared/today.ts): an
   * alarm is a moment, and the local time it falls at moves with the zone.
   */
  async schedule(after: Date = this.now()): Promise<void> {
    const at = await this.deps.reminderAt();
    if (at === null || !(await this.deps.permitted())) {
      await this.deps.alarms.clear(GUARD_ALARM).catch(() => undefined);
      return;
    }
    await this.deps.alarms.create(GUARD_ALARM, { when: nextReminder(after, at) });
  }

  /**
   * The alarm rang (browsers ring a missed alarm when the machine wakes). It reminds for the day
   * it is now, never for a day gone: at or after the chosen time on today's clock, and only while
   * today's puzzle is not kept as played. So a reminder slept through to a later day speaks for
   * that day if its time has passed, and one that rings early (on the clock of a new zone, or on
   * waking before the time) waits for it. Then the next one is set. Whether it reminded.
   */
  async onAlarm(name: string): Promise<boolean> {
    if (name !== GUARD_ALARM) return false;
    const now = this.now();
    const at = await this.deps.reminderAt();
    let reminded = false;
    if (at !== null && (await this.deps.permitted())) {
      const today = localDate(now);
      // Before the chosen time on today's clock (a zone further west since it was set, or a wake
      // before it): it waits for it, as the schedule below sets today's.
      const onTime = now.getTime() >= reminderOn(now, at);
      const nyt = (await this.deps.nytStats?.()) ?? { reads: [], unread: null };
      const streak = onTime ? playerStreak(await this.deps.games(), nyt, today) : null;
      if (streak?.today === 'open') {
        await this.deps.notify(reminderId(today), this.deps.message(streak.current));
        reminded = true;
      }
    }
    await this.schedule(now);
    return reminded;
  }

  /**
   * The day a reminder's "played elsewhere" answer may speak for: its own day, while it is still
   * today (a reminder left on screen overnight says nothing of the next day); else null.
   */
  answerDay(id: string): string | null {
    const day = dayOfNotification(id);
    return day !== null && day === localDate(this.now()) ? day : null;
  }
}
