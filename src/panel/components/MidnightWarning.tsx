// Near midnight, with today's puzzle in progress, how long is left to finish it on its day and
// keep the streak (shared/streak.ts): players lose long streaks at the rollover. Shown only in the
// last MINUTES_BEFORE minutes of the player's day, for today's daily puzzle, never otherwise.
// Test hook: data-testid="midnight" with the minutes left in data-value.
import { useEffect, useState } from 'preact/hooks';
import { localDate, msToMidnight } from '../../core/dates';
import { fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

/** How close to midnight the panel speaks up. */
const MINUTES_BEFORE = 15;

/** @internal exported for the tests. Whole minutes (rounded up) from `now` to the player's next midnight. */
export function minutesToMidnight(now: Date): number {
  return Math.ceil(msToMidnight(now) / 60_000);
}

/** The clock, read again every 15 s while the panel shows a game in progress. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

export function MidnightWarning() {
  const store = useStore();
  const shown = store.shown.value;
  const inProgress = shown?.source === 'game' && shown.status === 'playing' && shown.board.length > 0;
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
