// "Your record": what years of kept games say, one figure at a time under Your games' own figures
// (a select, so the section stays one screen tall at 320 px): skill and luck by month, guesses by
// year beside the NYT's distribution, each opener, hard against normal mode, the longest streaks.
// The figures are record-stats.ts's, over the games every figure counts; which one shows is the
// record store's (store/record-store.ts). Test hook: data-testid="your-record" with the figure in
// data-view.
import { useMemo } from 'preact/hooks';
import type { GameRecord } from '../../shared/games';
import { t, type MessageKey } from '../i18n';
import { byMode, byMonth, byOpener, byYear, longestStreaks } from '../record-stats';
import { useStore } from '../store/context';
import { isRecordView, MONTHS_PAGE, RECORD_VIEWS, type RecordView } from '../store/record-store';
import { ModesTable, MonthsTable, OpenersTable, StreaksTable, YearsTable } from './RecordTables';

/** Openers listed by name; the rest are counted in one line. */
const TOP_OPENERS = 10;
/** Longest streaks listed. */
const TOP_STREAKS = 5;

const VIEW_NAME: Record<RecordView, MessageKey> = {
  months: 'recordViewMonths',
  years: 'recordViewYears',
  openers: 'recordViewOpeners',
  modes: 'recordViewModes',
  streaks: 'recordViewStreaks',
};

export interface Props {
  /** The kept games, oldest first (as Your games has them). */
  games: readonly GameRecord[];
}

function Figure({ view, games }: { view: RecordView; games: readonly GameRecord[] }) {
  const { yourGames, record } = useStore();
  const nyt = yourGames.streak.value?.nyt ?? null;
  const today = yourGames.today.value;
  // Each figure only when shown: 2,000 games stay instant whichever is picked.
  const months = useMemo(() => (view === 'months' ? byMonth(games) : []), [view, games]);
  const years = useMemo(() => (view === 'years' ? byYear(games) : []), [view, games]);
  const openers = useMemo(() => (view === 'openers' ? byOpener(games, TOP_OPENERS) : null), [view, games]);
  const modes = useMemo(() => (view === 'modes' ? byMode(games) : null), [view, games]);
  const streaks = useMemo(() => (view === 'streaks' ? longestStreaks(games, today, TOP_STREAKS) : []), [view, games, today]);
  switch (view) {
    case 'months':
      return <MonthsTable months={months} shown={record.months.value} more={() => (record.months.value += MONTHS_PAGE)} />;
    case 'years':
      return <YearsTable years={years} nyt={nyt} />;
    case 'openers':
      return <OpenersTable openers={openers!} />;
    case 'modes':
      return <ModesTable modes={modes!} />;
    case 'streaks':
      return <StreaksTable streaks={streaks} nyt={nyt} />;
    default: {
      const never: never = view;
      return never;
    }
  }
}

export function YourRecord({ games }: Props) {
  const { record } = useStore();
  const view = record.view.value;
  return (
    <section class="your-record" aria-labelledby="your-record-heading" data-testid="your-record" data-view={view}>
      <div class="record-head">
        <h3 id="your-record-heading" class="sub-heading">
          {t('recordHeading')}
        </h3>
        <label>
          <span class="visually-hidden">{t('recordShow')}</span>
          <select
            data-testid="record-view"
            value={view}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isRecordView(v)) record.view.value = v;
            }}
          >
            {RECORD_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(VIEW_NAME[v])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Figure view={view} games={games} />
    </section>
  );
}
