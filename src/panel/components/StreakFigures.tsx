// The streak (shared/streak.ts playerStreak) where a daily player looks: a line in the panel's
// header while a streak runs, and the current and best streak among Your games' figures. One
// function counts it for both, and both say in place where it comes from: the NYT's figure as last
// read, or the games kept here. Test hooks: data-testid="streak-header" / "games-streak" /
// "games-streak-best" carry the days in data-value, "streak-from" the source in data-kind.
import type { Streak } from '../../shared/streak';
import { dateText, fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

const daysText = (n: number) => (n === 1 ? t('streakDaysOne') : t('streakDays', fmt(n)));

/** Where the streak comes from, in words: "as the NYT counts it, read on 3 Dec 2026" / "counted from the games kept in this browser". */
function fromText(streak: Streak): string {
  if (streak.from.kind === 'kept') return t('streakFromKept');
  return t(streak.from.frozen ? 'streakFromLegacy' : 'streakFromNyt', dateText(streak.from.readOn));
}

function StreakFrom({ streak }: Props) {
  return (
    <span class="streak-from muted" data-testid="streak-from" data-kind={streak.from.kind} data-read-on={streak.from.kind === 'nyt' ? streak.from.readOn : undefined}>
      {fromText(streak)}
    </span>
  );
}

/** "Streak: 12 days" in the header, only while a streak runs; says whether today still counts to play. */
export function StreakHeader() {
  const streak = useStore().yourGames.streak.value;
  if (!streak || streak.current === 0) return null;
  const open = streak.today === 'open';
  return (
    <p class="streak-header" data-testid="streak-header" data-value={streak.current} data-today={streak.today} title={t('streakTip')}>
      {t('streakHeader', daysText(streak.current))}
      {open && <span class="muted"> · {t('streakTodayOpen')}</span>}
      <br />
      <StreakFrom streak={streak} />
    </p>
  );
}

export interface Props {
  streak: Streak;
}

/** The current and best streak, with what counts, among Your games' figures. */
export function StreakFigures({ streak }: Props) {
  return (
    <>
      <dl class="figures-big games-figures">
        <div title={t('streakTip')}>
          <dt>{t('gamesStreak')}</dt>
          <dd data-testid="games-streak" data-value={streak.current} data-today={streak.today}>
            {daysText(streak.current)}
          </dd>
        </div>
        <div title={t('streakTip')}>
          <dt>{t('gamesStreakBest')}</dt>
          <dd data-testid="games-streak-best" data-value={streak.best}>
            {daysText(streak.best)}
          </dd>
        </div>
      </dl>
      <p class="plain note">
        <StreakFrom streak={streak} />
      </p>
      <p class="plain muted note">{t(streak.from.kind === 'nyt' ? 'gamesStreakNote' : 'gamesStreakNoteKept')}</p>
    </>
  );
}
