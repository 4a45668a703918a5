// The tables of "Your record" (YourRecord.tsx), one per figure of record-stats.ts, each with a note
// under it that says what it counts. Narrow tables of short figures, so they read at 320 px. Test
// hooks: every row carries its figures in data-* (data-games, data-won, data-skill…).
import type { NytStats } from '../../shared/nyt-stats';
import type { StreakRun } from '../../shared/streak';
import { dateText, fmt, guessesFigure, monthText, percent } from '../format';
import { COLUMNS } from '../games-stats';
import { t } from '../i18n';
import { luckyShare, nytColumns, type byMode, type byMonth, type byOpener, type RecordRow, type YearRow } from '../record-stats';
import { MONTHS_PAGE } from '../store/record-store';

const round1 = (n: number | null) => (n === null ? '' : n.toFixed(1));
const rowData = (r: RecordRow) => ({ 'data-games': r.games, 'data-won': r.won, 'data-guesses': round1(r.guessesToWin), 'data-skill': round1(r.skill), 'data-analysed': r.analysed });

/**
 * Average skill; where not all the row's games were analysed, how many were, written under it
 * (`under`: the months, whose figures are short enough) or in its title (the openers and modes,
 * whose notes count them, as a line under it would not fit 320 px).
 */
function SkillCell({ r, under = false }: { r: RecordRow; under?: boolean }) {
  const partial = r.analysed < r.games;
  return (
    <td title={partial ? t('recordSkillFrom', fmt(r.analysed), fmt(r.games)) : undefined}>
      {r.skill === null ? '–' : fmt(Math.round(r.skill))}
      {partial && under && <span class="line muted">{t('recordAnalysedOf', fmt(r.analysed), fmt(r.games))}</span>}
    </td>
  );
}

/** The share of the month's analysed games luckier than expected; its title counts them, and the less lucky. */
function LuckCell({ r }: { r: RecordRow }) {
  const share = luckyShare(r);
  return <td title={share === null ? undefined : t('recordLuckFrom', fmt(r.analysed), fmt(r.lucky), fmt(r.unlucky))}>{share === null ? '–' : percent(share)}</td>;
}

/** How many of `rows`' games the skill is from. */
const analysedOf = (rows: readonly RecordRow[]) => [fmt(rows.reduce((a, r) => a + r.analysed, 0)), fmt(rows.reduce((a, r) => a + r.games, 0))] as const;

/** Games, share won, average guesses of the games won, skill: the columns an opener and a mode share. */
function PlayedCells({ r }: { r: RecordRow }) {
  return (
    <>
      <td>{fmt(r.games)}</td>
      <td>{percent(r.won / r.games)}</td>
      <td>{r.guessesToWin === null ? '–' : guessesFigure(r.guessesToWin)}</td>
      <SkillCell r={r} />
    </>
  );
}

const Note = ({ text }: { text: string }) => <p class="plain muted note">{text}</p>;

export function MonthsTable({ months, shown, more }: { months: ReturnType<typeof byMonth>; shown: number; more: () => void }) {
  const games = months.reduce((a, m) => a + m.games, 0);
  const analysed = months.reduce((a, m) => a + m.analysed, 0);
  return (
    <>
      <table class="record-table" data-testid="record-months">
        <thead>
          <tr>
            <th scope="col">{t('recordColMonth')}</th>
            <th scope="col">{t('recordColGames')}</th>
            <th scope="col">{t('recordColWon')}</th>
            <th scope="col">{t('recordColSkill')}</th>
            <th scope="col">{t('recordColLuck')}</th>
          </tr>
        </thead>
        <tbody>
          {months.slice(0, shown).map((m) => (
            <tr key={m.month} data-testid="record-month" data-month={m.month} data-lucky={m.lucky} data-unlucky={m.unlucky} {...rowData(m)}>
              <th scope="row">{monthText(m.month)}</th>
              <td>{fmt(m.games)}</td>
              <td>{fmt(m.won)}</td>
              <SkillCell r={m} under />
              <LuckCell r={m} />
            </tr>
          ))}
        </tbody>
      </table>
      {months.length > shown && (
        <button type="button" data-testid="record-months-more" onClick={more}>
          {t('recordMonthsMore', fmt(Math.min(MONTHS_PAGE, months.length - shown)), fmt(months.length - shown))}
        </button>
      )}
      <Note text={t('recordMonthsNote', fmt(analysed), fmt(games))} />
    </>
  );
}

const columnHead = (i: number) => (i === COLUMNS - 1 ? t('gamesLostColumn') : String(i + 1));

function YearCells({ columns, games }: { columns: readonly number[]; games: number }) {
  return (
    <>
      {columns.map((n, i) => (
        <td key={i}>{fmt(n)}</td>
      ))}
      <td>{fmt(games)}</td>
    </>
  );
}

export function YearsTable({ years, nyt }: { years: readonly YearRow[]; nyt: NytStats | null }) {
  const unsaid = years.reduce((a, y) => a + y.unsaid, 0);
  return (
    <>
      <table class="record-table record-years" data-testid="record-years">
        <thead>
          <tr>
            <th scope="col">{t('recordColYear')}</th>
            {Array.from({ length: COLUMNS }, (_, i) => (
              <th scope="col" key={i}>
                {columnHead(i)}
              </th>
            ))}
            <th scope="col">{t('recordColGames')}</th>
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y.year} data-testid="record-year" data-year={y.year} data-columns={y.columns.join(',')} data-games={y.games}>
              <th scope="row">{y.year}</th>
              <YearCells columns={y.columns} games={y.games} />
            </tr>
          ))}
          {nyt && (
            <tr class="nyt-row" data-testid="record-nyt" data-columns={nytColumns(nyt).join(',')} data-games={nyt.played}>
              <th scope="row">{t('recordNytRow')}</th>
              <YearCells columns={nytColumns(nyt)} games={nyt.played} />
            </tr>
          )}
        </tbody>
      </table>
      <Note text={t('recordYearsNote')} />
      {unsaid > 0 && <Note text={t('recordYearsUnsaid', fmt(unsaid))} />}
      <Note text={nyt ? t(nyt.source === 'legacy' ? 'recordYearsNytLegacy' : 'recordYearsNyt', dateText(nyt.readOn)) : t('recordYearsNoNyt')} />
    </>
  );
}

function PlayedHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{t('recordColGames')}</th>
        <th scope="col">{t('recordColWon')}</th>
        <th scope="col">{t('recordColGuesses')}</th>
        <th scope="col">{t('recordColSkill')}</th>
      </tr>
    </thead>
  );
}

export function OpenersTable({ openers }: { openers: ReturnType<typeof byOpener> }) {
  const { more } = openers;
  return (
    <>
      <table class="record-table" data-testid="record-openers">
        <PlayedHead first={t('recordColOpener')} />
        <tbody>
          {openers.openers.map((o) => (
            <tr key={o.word} data-testid="record-opener" data-word={o.word} {...rowData(o)}>
              <th scope="row" class="word">{o.word.toUpperCase()}</th>
              <PlayedCells r={o} />
            </tr>
          ))}
        </tbody>
      </table>
      {more.openers > 0 && (
        <p class="plain" data-testid="record-openers-more" data-openers={more.openers} data-games={more.games}>
          {more.openers === 1 ? t('recordOpenersMoreOne', fmt(more.games)) : t('recordOpenersMore', fmt(more.openers), fmt(more.games))}
        </p>
      )}
      <Note text={t('recordOpenersNote', ...analysedOf(openers.openers))} />
      {openers.withoutWords > 0 && <Note text={t('recordWithoutWords', fmt(openers.withoutWords))} />}
    </>
  );
}

export function ModesTable({ modes }: { modes: ReturnType<typeof byMode> }) {
  const rows = [
    { mode: 'hard', label: t('recordModeHard'), r: modes.hard },
    { mode: 'normal', label: t('recordModeNormal'), r: modes.normal },
  ].filter((m) => m.r.games > 0);
  return (
    <>
      <table class="record-table" data-testid="record-modes">
        <PlayedHead first={t('recordColMode')} />
        <tbody>
          {rows.map(({ mode, label, r }) => (
            <tr key={mode} data-testid="record-mode" data-mode={mode} {...rowData(r)}>
              <th scope="row">{label}</th>
              <PlayedCells r={r} />
            </tr>
          ))}
        </tbody>
      </table>
      <Note text={t('recordModesNote', ...analysedOf([modes.hard, modes.normal]))} />
    </>
  );
}

/** A streak's days as the table shows them; the current streak says it still goes on. */
function streakDates(s: StreakRun): string {
  const dates = s.days === 1 ? dateText(s.start) : t('recordStreakDates', dateText(s.start), dateText(s.end));
  return s.going ? t('recordStreakGoing', dates) : dates;
}

export function StreaksTable({ streaks, nyt }: { streaks: readonly StreakRun[]; nyt: NytStats | null }) {
  return (
    <>
      {streaks.length === 0 ? (
        <p class="plain" data-testid="record-streaks-none">{t('recordStreaksNone')}</p>
      ) : (
        <table class="record-table" data-testid="record-streaks">
          <thead>
            <tr>
              <th scope="col">{t('recordColStreak')}</th>
              <th scope="col">{t('recordColDates')}</th>
            </tr>
          </thead>
          <tbody>
            {streaks.map((s) => (
              <tr key={s.start} data-testid="record-streak" data-start={s.start} data-end={s.end} data-days={s.days} data-going={s.going ? 'true' : undefined}>
                <th scope="row">{s.days === 1 ? t('streakDaysOne') : t('streakDays', fmt(s.days))}</th>
                <td>{streakDates(s)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Note text={t('recordStreaksNote')} />
      {nyt && <Note text={t(nyt.source === 'legacy' ? 'recordStreaksNytLegacy' : 'recordStreaksNyt', dateText(nyt.readOn), fmt(nyt.max))} />}
    </>
  );
}
