// Near midnight, with today's puzzle in progress, how long is left to finish it on its day and
// keep the streak (shared/streak.ts): players lose long streaks at the rollover. Shown only in the
// last MINUTES_BEFORE minutes of the player's day, for today's daily puzzle, never otherwise: not a
// custom puzzle (dated today by the page, but it never counts), nor an archive one.
// Test hook: data-testid="midnight" with the minutes left in data-value.
import { useEffect, useState } from 'preact/hooks';
import { localDate, msToMidnight } from '../../core/dates';
import { pageWakeups } from '../../shared/today';
import { fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

/** How close to midnight the panel speaks up. */
const MINUTES_BEFORE = 15;

/** @internal exported for the tests. Whole minutes (rounded up) from `now` to the player's next midnight. */
export function minutesToMidnight(now: Date): number {
  return Math.ceil(msToMidnight(now) / 60_000);
}

/** The clock, read again every 15 s while the panel shows a game in progress, and at once when the panel wakes (shared/today.ts). */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const read = () => setNow(new Date());
    read();
    const stop = new AbortController();
    for (const [target, type] of pageWakeups(window)) target.addEventListener(type, read, { signal: stop.signal });
    const id = setInterval(read, 15_000);
    return () => {
      clearInterval(id);
      stop.abort();
    };
  }, [active]);
  return now;
}

export function MidnightWarning() {
  const store = useStore();
  const shown = store.shown.value;
  const daily = store.tab.board.value?.puzzle === 'daily';
  const inProgress = daily && shown?.source === 'game' && shown.status === 'playing' && shown.board.length > 0;
  const now = useNow(inProgress);
  if (!inProgress || shown.date !== localDate(now)) return null;
  const left = minutesToMidnight(now);
  if (left > MINUTES_BEFORE) return null;
  const streak = store.yourGames.streak.value;
  // Yesterday's streak is the one at stake (today is still open).
  const running = streak && streak.today === 'open' ? streak.current : 0;
  const minutes = left === 1 ? t('minutesOne') : t('minutesMany', fmt(left));
  return (
    <p class="status warn midnight" role="status" data-testid="midnight" data-value={left} data-streak={running}>
      {running > 0 ? t('midnightStreak', minutes, fmt(running + 1)) : t('midnightNoStreak', minutes)}
    </p>
  );
}
