// "Today" on the player's clock, for the panel and the background alike. A timer alone does not
// follow it: a machine asleep through midnight wakes with its timers late (they count awake time),
// and a change of time zone moves midnight and the local date without any timer firing. So the
// clock is read again whenever the context wakes (the panel: focus, visibility, pageshow, and a
// minute's tick that runs late after a sleep; the background: each alarm and message that wakes
// it), and the one who follows it hears of every change of the local date or of the zone.
import { localDate, msToMidnight } from '../core/dates';

/** What of the clock says which day it is and when it ends: the local date and the zone's offset. */
export interface ClockReading {
  today: string;
  /** Minutes behind UTC (Date.getTimezoneOffset): a new zone moves the next midnight. */
  offset: number;
}

const readClock = (now: Date): ClockReading => ({ today: localDate(now), offset: now.getTimezoneOffset() });

/** An event that means the context may have slept, or the clock moved: `[target, type]`. */
export type Wakeup = readonly [EventTarget, string];

export interface FollowOptions {
  signal: AbortSignal;
  now?: () => Date;
  wakeups?: readonly Wakeup[];
  /** The tick that notices a wake no event announces (ms; 0: none). */
  tickMs?: number;
  /** A timer at each local midnight (the background needs none: it reads the clock as it wakes). */
  atMidnight?: boolean;
}

/** The wake-up events of a panel page (or the panel inside one): where "today" is read again. */
export const pageWakeups = (win: Window): Wakeup[] => [
  [win, 'focus'],
  [win, 'pageshow'],
  [win.document, 'visibilitychange'],
];

/**
 * Calls `onChange` with the clock whenever its local date or zone changed since the last reading
 * (at each local midnight, and at each wake-up). Returns `check`, which reads the clock now (for
 * the background's own wake-ups) and says whether it changed.
 */
export function followToday(onChange: (clock: ClockReading) => void, { signal, now = () => new Date(), wakeups = [], tickMs = 60_000, atMidnight = true }: FollowOptions): () => boolean {
  let last = readClock(now());
  let midnight: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(midnight);
    if (atMidnight && !signal.aborted) midnight = setTimeout(check, msToMidnight(now()) + 1000);
  };
  function check(): boolean {
    if (signal.aborted) return false;
    const read = readClock(now());
    const changed = read.today !== last.today || read.offset !== last.offset;
    last = read;
    // Re-armed at every reading: after a sleep or in a new zone the old timer aims at the wrong moment.
    arm();
    if (changed) onChange(read);
    return changed;
  }
  for (const [target, type] of wakeups) target.addEventListener(type, check, { signal });
  const tick = tickMs > 0 ? setInterval(check, tickMs) : undefined;
  arm();
  signal.addEventListener('abort', () => {
    clearTimeout(midnight);
    clearInterval(tick);
  });
  return check;
}
