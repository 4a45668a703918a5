// "Your games": every kept game (shared/games.ts) as figures a player reads each morning (games,
// won, average guesses, average skill), against the best play on the same answers, two charts,
// the best and worst games, and the list, each game opening its full analysis again. Below, the
// files: export as JSON or CSV, import, delete all (with a confirmation). Test hooks:
// data-testid="history-games" and "history-average" carry the games kept and the average guesses
// in data-value.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { boardOf, guessesOf, type GameRecord } from '../../shared/games';
import { fmt, guessesFigure } from '../format';
import { gameFileName, gamesToCsv, gamesToJson } from '../game-files';
import { hintStepsOf, historyStats, type HistoryStats } from '../history-stats';
import { t } from '../i18n';
import { useStore } from '../store/context';
import { Analysis } from './Analysis';
import { DistributionChart, SkillChart } from './HistoryCharts';
import { MiniBoard } from './MiniBoard';

/** Games listed before "show more": a month at a glance. */
const LIST_PAGE = 30;

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

function resultText(g: GameRecord): string {
  return g.won ? t('histWonIn', fmt(guessesOf(g))) : t('histLost');
}

function hintsText(g: GameRecord): string | null {
  const steps = hintStepsOf(g);
  if (g.hints === 'all') return t('histHintsAll');
  if (!steps) return null;
  const n = steps.reduce((a, s) => a + s - 1, 0);
  return n === 0 ? t('histHintsNone') : t('histHintsSome', fmt(n));
}

/** One line per game: day, result, skill, hints; a button that opens its analysis. */
function GameLine({ g }: { g: GameRecord }) {
  const { history } = useStore();
  const parts = [resultText(g), g.hard ? t('histHard') : null, g.skill !== undefined ? t('histSkillShort', fmt(Math.round(g.skill))) : null, hintsText(g)];
  return (
    <li>
      <button type="button" class="game-line" data-testid="history-game" data-date={g.date} onClick={() => history.open(g)}>
        <span class="game-day">{dayOf(g.date)}</span> <span class="muted">{parts.filter(Boolean).join(' · ')}</span>
      </button>
    </li>
  );
}

function Figures({ s }: { s: HistoryStats }) {
  return (
    <>
      <dl class="figures-big history-figures">
        <div>
          <dt>{t('histGames')}</dt>
          <dd data-testid="history-games" data-value={s.played}>
            {fmt(s.played)}
          </dd>
        </div>
        <div>
          <dt>{t('histWon')}</dt>
          <dd data-testid="history-won" data-value={s.won}>
            {fmt(s.won)} <span class="unit">({fmt((100 * s.won) / Math.max(1, s.played))}%)</span>
          </dd>
        </div>
        <div title={t('tipHistAverage')}>
          <dt>{t('histAverage')}</dt>
          <dd data-testid="history-average" data-value={s.averageGuesses === null ? '' : s.averageGuesses.toFixed(2)}>
            {s.averageGuesses === null ? '–' : guessesFigure(s.averageGuesses)}
          </dd>
        </div>
        <div title={t('tipSkill')}>
          <dt>{t('histSkill')}</dt>
          <dd data-testid="history-skill-average" data-value={s.averageSkill === null ? '' : s.averageSkill.toFixed(1)}>
            {s.averageSkill === null ? '–' : t('skillValue', fmt(Math.round(s.averageSkill)))}
          </dd>
        </div>
      </dl>
      <p class="plain muted note">{t('histAverageNote', fmt(s.analysed))}</p>
      {s.sameAnswers ? (
        <p class="plain" data-testid="history-vs-best" data-yours={s.sameAnswers.yours.toFixed(2)} data-best={s.sameAnswers.best.toFixed(2)}>
          {t('histVsBest', fmt(s.sameAnswers.games), guessesFigure(s.sameAnswers.yours), guessesFigure(s.sameAnswers.best))}
        </p>
      ) : null}
      <p class="plain muted note">{t('histBestPlayMeans')}</p>
      {s.hints.games > 0 && <p class="plain">{t('histHintsTotal', fmt(s.hints.steps), fmt(s.hints.games))}</p>}
    </>
  );
}

function BestWorst({ s }: { s: HistoryStats }) {
  const { history } = useStore();
  if (!s.bestGame || !s.worstGame) return null;
  const line = (label: string, g: GameRecord, id: string) => (
    <li>
      <span class="muted">{label}</span>{' '}
      <button type="button" class="link" data-testid={id} data-date={g.date} onClick={() => history.open(g)}>
        {t('histGameOf', dayOf(g.date))}
      </button>{' '}
      {t('histSkillShort', fmt(Math.round(g.skill!)))}, {resultText(g)}
    </li>
  );
  return (
    <ul class="best-worst">
      {line(t('histBestGame'), s.bestGame, 'history-best')}
      {s.worstGame !== s.bestGame && line(t('histWorstGame'), s.worstGame, 'history-worst')}
    </ul>
  );
}

function GameList({ games }: { games: readonly GameRecord[] }) {
  const [shown, setShown] = useState(LIST_PAGE);
  const newest = useMemo(() => [...games].reverse(), [games]);
  return (
    <>
      <h3 class="sub-heading">{t('histListHeading')}</h3>
      <ol class="game-list" aria-label={t('histListHeading')}>
        {newest.slice(0, shown).map((g) => (
          <GameLine key={`${g.date}/${g.player}`} g={g} />
        ))}
      </ol>
      {newest.length > shown && (
        <button type="button" onClick={() => setShown(shown + LIST_PAGE)}>
          {t('histShowMore', fmt(Math.min(LIST_PAGE, newest.length - shown)), fmt(newest.length - shown))}
        </button>
      )}
    </>
  );
}

/** Deletes the game opened, once confirmed: the background deletes it for good (the page's copy is not kept again). */
function DeleteGame({ g }: { g: GameRecord }) {
  const { history } = useStore();
  const [confirming, setConfirming] = useState(false);
  const failed = history.deleted.value?.date === g.date ? history.deleted.value.error : null;
  return (
    <div class="delete-game">
      {!confirming ? (
        <button type="button" class="danger" data-testid="delete-game" onClick={() => setConfirming(true)}>
          {t('histDeleteGame')}
        </button>
      ) : (
        <div class="confirm" role="group" aria-label={t('histDeleteGame')}>
          <p class="plain">{t('histDeleteGameConfirm', dayOf(g.date))}</p>
          <button type="button" class="danger" data-testid="delete-game-confirm" onClick={() => void history.deleteOne(g).then(() => setConfirming(false))}>
            {t('histDeleteGameYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('histDeleteGameNo')}
          </button>
        </div>
      )}
      {failed !== null && (
        <p class="error" role="alert">
          {t('deleteGameFailed', failed)}
        </p>
      )}
    </div>
  );
}

/** A kept game opened again: its board, result, hints and full analysis. */
function GameDetail({ g }: { g: GameRecord }) {
  const { history } = useStore();
  const board = boardOf(g);
  return (
    <section class="panel-section" aria-labelledby="game-heading" data-testid="history-detail">
      <button type="button" onClick={() => history.open(null)}>
        {t('histBack')}
      </button>
      <h2 id="game-heading">{t('histGameOf', dayOf(g.date))}</h2>
      <p class="plain">{[resultText(g), g.hard ? t('histHard') : null, hintsText(g)].filter(Boolean).join(' · ')}</p>
      {board ? <MiniBoard board={board} /> : <p class="plain">{t('histWordsOnly', g.words.match(/.{5}/g)!.join(' ').toUpperCase())}</p>}
      {g.marks === null ? (
        <p class="plain" data-testid="history-no-analysis">{t('histAnswerUnknown')}</p>
      ) : (
        <Analysis state={history.analysis.state.value} hints={hintStepsOf(g) ?? (g.hints === 'all' ? null : 'unknown')} />
      )}
      <DeleteGame g={g} />
    </section>
  );
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Files({ games }: { games: readonly GameRecord[] }) {
  const { history } = useStore();
  const [confirming, setConfirming] = useState(false);
  const msg = history.message.value;
  return (
    <details class="panel-section files" data-testid="history-files">
      <summary>{t('histFilesHeading')}</summary>
      <p class="plain muted">{t('histFilesNote')}</p>
      <div class="file-buttons">
        <button type="button" disabled={games.length === 0} data-testid="export-json" onClick={() => download(gameFileName('json'), 'application/json', gamesToJson(games))}>
          {t('histExportJson')}
        </button>
        <button type="button" disabled={games.length === 0} data-testid="export-csv" onClick={() => download(gameFileName('csv'), 'text/csv', gamesToCsv(games))}>
          {t('histExportCsv')}
        </button>
        <label class="file-pick">
          {t('histImport')}
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            data-testid="import-file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void file.text().then(history.importText);
            }}
          />
        </label>
      </div>
      {!confirming ? (
        <button type="button" class="danger" disabled={games.length === 0} data-testid="delete-all" onClick={() => setConfirming(true)}>
          {t('histDeleteAll')}
        </button>
      ) : (
        <div class="confirm" role="group" aria-label={t('histDeleteAll')}>
          <p class="plain">{t('histDeleteConfirm', fmt(games.length))}</p>
          <button type="button" class="danger" data-testid="delete-confirm" onClick={() => void history.deleteAll().then(() => setConfirming(false))}>
            {t('histDeleteYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('histDeleteNo')}
          </button>
        </div>
      )}
      {msg && (
        <p class={msg.kind === 'error' ? 'error' : 'plain'} role={msg.kind === 'error' ? 'alert' : 'status'} data-testid="history-message">
          {msg.text}
        </p>
      )}
    </details>
  );
}

export function History() {
  const { history } = useStore();
  useEffect(() => history.follow(), [history]);
  const kept = history.kept.value;
  const stats = useMemo(() => (kept ? historyStats(kept.games) : null), [kept]);
  const opened = history.opened.value;
  if (opened) return <GameDetail g={opened} />;
  return (
    <section class="panel-section history" aria-labelledby="history-heading" data-testid="history" aria-busy={kept === null}>
      <h2 id="history-heading">{t('histHeading')}</h2>
      {history.loadError.value && <p class="error" role="alert">{t('histLoadFailed', history.loadError.value)}</p>}
      {history.deleted.value && history.deleted.value.error === null && (
        <p class="plain" role="status" data-testid="history-deleted" data-date={history.deleted.value.date}>
          {t('deleteGameDone', dayOf(history.deleted.value.date))}
        </p>
      )}
      {kept && kept.unreadable > 0 && (
        <p class="plain muted" role="status" data-testid="history-unreadable" data-value={kept.unreadable}>
          {t('histUnreadable', fmt(kept.unreadable))}
        </p>
      )}
      {kept && stats && (stats.played === 0 ? (
        <p class="plain">{t('histEmpty')}</p>
      ) : (
        <>
          <Figures s={stats} />
          <DistributionChart stats={stats} />
          <SkillChart stats={stats} />
          <BestWorst s={stats} />
          <GameList games={kept.games} />
        </>
      ))}
      {kept && <Files games={kept.games} />}
    </section>
  );
}
