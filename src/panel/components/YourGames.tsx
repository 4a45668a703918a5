// "Your games": every kept game (shared/games.ts) as figures a player reads each morning (games,
// won, average guesses, average skill), against the best play on the same answers, two charts,
// the best and worst games, the record of years (YourRecord.tsx), and the list, each game opening its full analysis again. Below, the
// files: export as JSON or CSV, import, delete all (with a confirmation). Inside the Wordle page
// (the page's own process) the games are only shown: export, import and delete are offered by
// opening the view in a tab of the extension's own page (the background takes neither import nor
// delete from inside the page: messages.ts CHANGES_GAMES). Test hooks:
// data-testid="games-kept" and "games-average" carry the games kept and the average guesses
// in data-value.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { boardOf, guessesOf, rowsOf, type GameRecord } from '../../shared/games';
import { dateText, fmt, guessesFigure } from '../format';
import { gameFileName, gamesToCsv, gamesToJson } from '../game-files';
import { hintStepsOf, gamesStats, type GamesStats } from '../games-stats';
import { t, type MessageKey } from '../i18n';
import type { GridProblem } from '../../shared/shared-grids';
import { useStore } from '../store/context';
import { Analysis } from './Analysis';
import { DistributionChart, SkillChart } from './YourGamesCharts';
import { MiniBoard } from './MiniBoard';
import { StreakFigures } from './StreakFigures';
import { NytFigures } from './NytFigures';
import { NytHistory } from './NytHistory';
import { YourRecord } from './YourRecord';

/** Games listed before "show more": a month at a glance. */
const LIST_PAGE = 30;


function resultText(g: GameRecord): string {
  const n = guessesOf(g);
  return !g.won ? t('gamesLost') : n === null ? t('gamesWonPlain') : t('gamesWonIn', fmt(n));
}

function hintsText(g: GameRecord): string | null {
  const steps = hintStepsOf(g);
  if (g.hints === 'all') return t('gamesHintsAll');
  if (!steps) return null;
  const n = steps.reduce((a, s) => a + s - 1, 0);
  return n === 0 ? t('gamesHintsNone') : t('gamesHintsSome', fmt(n));
}

/** One line per game: day, result, skill, hints; a button that opens its analysis. */
function GameLine({ g }: { g: GameRecord }) {
  const { yourGames } = useStore();
  const parts = [resultText(g), g.hard ? t('gamesHard') : null, g.from === 'shared' ? t('gamesSharedMark') : g.from === 'elsewhere' ? t('gamesElsewhereMark') : null, g.skill !== undefined ? t('gamesSkillShort', fmt(Math.round(g.skill))) : null, hintsText(g)];
  return (
    <li>
      <button type="button" class="game-line" data-testid="kept-game" data-date={g.date} data-hard={String(g.hard)} onClick={() => yourGames.open(g)}>
        <span class="game-day">{dateText(g.date)}</span> <span class="muted">{parts.filter(Boolean).join(' · ')}</span>
      </button>
    </li>
  );
}

function Figures({ s }: { s: GamesStats }) {
  return (
    <>
      <dl class="figures-big games-figures">
        <div>
          <dt>{t('gamesKept')}</dt>
          <dd data-testid="games-kept" data-value={s.played}>
            {fmt(s.played)}
          </dd>
        </div>
        <div>
          <dt>{t('gamesWon')}</dt>
          <dd data-testid="games-won" data-value={s.won}>
            {fmt(s.won)} <span class="unit">({fmt((100 * s.won) / Math.max(1, s.played))}%)</span>
          </dd>
        </div>
        <div title={t('tipHistAverage')}>
          <dt>{t('gamesAverage')}</dt>
          <dd data-testid="games-average" data-value={s.averageGuesses === null ? '' : s.averageGuesses.toFixed(2)}>
            {s.averageGuesses === null ? '–' : guessesFigure(s.averageGuesses)}
          </dd>
        </div>
        <div title={t('tipSkill')}>
          <dt>{t('gamesSkill')}</dt>
          <dd data-testid="games-skill-average" data-value={s.averageSkill === null ? '' : s.averageSkill.toFixed(1)}>
            {s.averageSkill === null ? '–' : t('skillValue', fmt(Math.round(s.averageSkill)))}
          </dd>
        </div>
      </dl>
      <p class="plain muted note">{t('gamesAverageNote', fmt(s.analysed))}</p>
      {s.sameAnswers ? (
        <p class="plain" data-testid="games-vs-best" data-yours={s.sameAnswers.yours.toFixed(2)} data-best={s.sameAnswers.best.toFixed(2)}>
          {t('gamesVsBest', fmt(s.sameAnswers.games), guessesFigure(s.sameAnswers.yours), guessesFigure(s.sameAnswers.best))}
        </p>
      ) : null}
      <p class="plain muted note">{t('gamesBestPlayMeans')}</p>
      {s.hints.games > 0 && <p class="plain">{t('gamesHintsTotal', fmt(s.hints.steps), fmt(s.hints.games))}</p>}
    </>
  );
}

function BestWorst({ s }: { s: GamesStats }) {
  const { yourGames } = useStore();
  if (!s.bestGame || !s.worstGame) return null;
  const line = (label: string, g: GameRecord, id: string) => (
    <li>
      <span class="muted">{label}</span>{' '}
      <button type="button" class="link" data-testid={id} data-date={g.date} onClick={() => yourGames.open(g)}>
        {t('gamesGameOf', dateText(g.date))}
      </button>{' '}
      {t('gamesSkillShort', fmt(Math.round(g.skill!)))}, {resultText(g)}
    </li>
  );
  return (
    <ul class="best-worst">
      {line(t('gamesBestGame'), s.bestGame, 'games-best')}
      {s.worstGame !== s.bestGame && line(t('gamesWorstGame'), s.worstGame, 'games-worst')}
    </ul>
  );
}

function GameList({ games }: { games: readonly GameRecord[] }) {
  const [shown, setShown] = useState(LIST_PAGE);
  const newest = useMemo(() => [...games].reverse(), [games]);
  return (
    <>
      <h3 class="sub-heading">{t('gamesListHeading')}</h3>
      <ol class="game-list" aria-label={t('gamesListHeading')}>
        {newest.slice(0, shown).map((g) => (
          <GameLine key={`${g.date}/${g.player}`} g={g} />
        ))}
      </ol>
      {newest.length > shown && (
        <button type="button" onClick={() => setShown(shown + LIST_PAGE)}>
          {t('gamesShowMore', fmt(Math.min(LIST_PAGE, newest.length - shown)), fmt(newest.length - shown))}
        </button>
      )}
    </>
  );
}

/** Deletes the game opened, once confirmed: the background deletes it for good (the page's copy is not kept again). */
function DeleteGame({ g }: { g: GameRecord }) {
  const { yourGames } = useStore();
  const [confirming, setConfirming] = useState(false);
  const failed = yourGames.deleted.value?.date === g.date ? yourGames.deleted.value.error : null;
  return (
    <div class="delete-game">
      {!confirming ? (
        <button type="button" class="danger" data-testid="delete-game" onClick={() => setConfirming(true)}>
          {t('gamesDeleteGame')}
        </button>
      ) : (
        <div class="confirm" role="group" aria-label={t('gamesDeleteGame')}>
          <p class="plain">{t('gamesDeleteGameConfirm', dateText(g.date))}</p>
          <button type="button" class="danger" data-testid="delete-game-confirm" onClick={() => void yourGames.deleteOne(g).then(() => setConfirming(false))}>
            {t('gamesDeleteGameYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('gamesDeleteGameNo')}
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

/** Inside the Wordle page, in place of the files and Delete this game: the view in a tab of the extension's own page. */
function InTab() {
  const { yourGames } = useStore();
  const msg = yourGames.message.value;
  return (
    <div class="panel-section" data-testid="games-in-tab">
      <p class="plain muted">{t('gamesInPageNote')}</p>
      <button type="button" data-testid="open-games-tab" onClick={() => void yourGames.openPage()}>
        {t('gamesOpenInTab')}
      </button>
      {msg?.kind === 'error' && (
        <p class="error" role="alert" data-testid="games-message">
          {msg.text}
        </p>
      )}
    </div>
  );
}

/** A kept game opened again: its board, result, hints and full analysis. */
function GameDetail({ g, inPage }: { g: GameRecord; inPage: boolean }) {
  const { yourGames } = useStore();
  const board = boardOf(g);
  return (
    <section class="panel-section" aria-labelledby="game-heading" data-testid="game-detail" data-date={g.date} data-won={String(g.won)} data-guesses={rowsOf(g)}>
      <button type="button" onClick={() => yourGames.open(null)}>
        {t('gamesBack')}
      </button>
      <h2 id="game-heading">{t('gamesGameOf', dateText(g.date))}</h2>
      <p class="plain">{[resultText(g), g.hard ? t('gamesHard') : null, hintsText(g)].filter(Boolean).join(' · ')}</p>
      {board ? (
        <MiniBoard board={board} />
      ) : g.from === 'shared' ? (
        <p class="plain shared-grid" data-testid="shared-grid">
          {g.marks!.match(/.{5}/g)!.map((row) => (
            <span key={row} class="grid-row" aria-label={t('gamesSharedRow', [...row].map((c) => t(c === 'c' ? 'markCorrect' : c === 'p' ? 'markPresent' : 'markAbsent')).join(', '))}>
              {[...row].map((c) => (c === 'c' ? '🟩' : c === 'p' ? '🟨' : '⬜')).join('')}
            </span>
          ))}
        </p>
      ) : (
        g.words !== '' && <p class="plain">{t('gamesWordsOnly', g.words.match(/.{5}/g)!.join(' ').toUpperCase())}</p>
      )}
      {g.from === 'shared' || g.from === 'elsewhere' ? (
        <p class="plain" data-testid="game-no-analysis">{t(g.from === 'shared' ? 'gamesSharedNote' : 'gamesElsewhereNote')}</p>
      ) : g.marks === null ? (
        <p class="plain" data-testid="game-no-analysis">{t('gamesAnswerUnknown')}</p>
      ) : (
        <Analysis state={yourGames.analysis.state.value} hints={hintStepsOf(g) ?? (g.hints === 'all' ? null : 'unknown')} />
      )}
      {inPage ? <InTab /> : <DeleteGame g={g} />}
    </section>
  );
}

/** Results brought in from pasted share texts (shared/shared-grids.ts), with each block not read named by its line. */
function SharedGridsImport() {
  const { yourGames, settings } = useStore();
  const [text, setText] = useState('');
  const problems = yourGames.gridProblems.value;
  const choice = yourGames.gridChoice.value;
  const remembered = settings.settings.value.gridSenders;
  return (
    <details class="shared-grids" data-testid="grids">
      <summary>{t('gridsHeading')}</summary>
      <label class="plain" for="grids-text">
        {t('gridsNote')}
      </label>
      <textarea id="grids-text" rows={5} data-testid="grids-text" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      <button type="button" data-testid="grids-import" disabled={text.trim() === ''} onClick={() => void yourGames.importGrids(text, settings.settings.value.model, remembered)}>
        {t('gridsImport')}
      </button>
      {choice && <SenderChoice />}
      {problems.length > 0 && (
        <ul class="grid-problems" data-testid="grid-problems" data-lines={problems.map((p) => p.line).join(',')}>
          {problems.map((p) => (
            <li key={p.line}>{t('gridsProblem', fmt(p.line), t(GRID_REASONS[p.reason]))}</li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** Whose results a pasted chat holds: each sender with their count, the names remembered ticked; only the ticked are kept. */
function SenderChoice() {
  const { yourGames, settings } = useStore();
  const choice = yourGames.gridChoice.value;
  if (!choice) return null;
  const keep = async () => {
    const names = await yourGames.keepMine(settings.settings.value.gridSenders);
    settings.update({ gridSenders: names });
  };
  return (
    <fieldset class="grid-senders" data-testid="grid-senders">
      <legend>{t('gridsWhose')}</legend>
      {choice.read.senders.map(({ name, results }) => {
        const key = name ?? '';
        return (
          <label key={key} class="grid-sender">
            <input type="checkbox" data-testid="grid-sender" data-name={key} data-results={results} checked={choice.mine.has(key)} onChange={(e) => yourGames.tickSender(key, e.currentTarget.checked)} />{' '}
            <span class={name === null ? 'muted' : undefined}>{name ?? t('gridsNoSender')}</span> <span class="muted">{results === 1 ? t('gridsSenderResultsOne') : t('gridsSenderResults', fmt(results))}</span>
          </label>
        );
      })}
      {choice.read.unreadLine !== null && (
        <p class="plain note" data-testid="grids-unread" data-line={choice.read.unreadLine}>
          {t('gridsUnreadChat', fmt(choice.read.unreadLine))}
        </p>
      )}
      <p class="plain muted note">{choice.mine.size === 0 ? t('gridsKeepNone') : t('gridsSendersNote')}</p>
      <button type="button" data-testid="grids-keep-mine" disabled={choice.mine.size === 0} onClick={() => void keep()}>
        {t('gridsKeepMine')}
      </button>{' '}
      <button type="button" data-testid="grids-cancel" onClick={() => yourGames.cancelGrids()}>
        {t('gridsCancel')}
      </button>
    </fieldset>
  );
}

const GRID_REASONS: Record<GridProblem['reason'], MessageKey> = {
  'no-rows': 'gridsNoRows',
  'row-length': 'gridsRowLength',
  'row-count': 'gridsRowCount',
  'last-row': 'gridsLastRow',
  'won-early': 'gridsWonEarly',
  future: 'gridsFuture',
  conflict: 'gridsConflict',
};

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Files({ games, pastAnswers }: { games: readonly GameRecord[]; pastAnswers: number }) {
  const { yourGames } = useStore();
  const [confirming, setConfirming] = useState(false);
  const msg = yourGames.message.value;
  return (
    <details class="panel-section files" data-testid="games-files">
      <summary>{t('gamesFilesHeading')}</summary>
      <p class="plain muted">{t('gamesFilesNote')}</p>
      <div class="file-buttons">
        <button type="button" disabled={games.length === 0} data-testid="export-json" onClick={() => download(gameFileName('json'), 'application/json', gamesToJson(games))}>
          {t('gamesExportJson')}
        </button>
        <button type="button" disabled={games.length === 0} data-testid="export-csv" onClick={() => download(gameFileName('csv'), 'text/csv', gamesToCsv(games))}>
          {t('gamesExportCsv')}
        </button>
        <label class="file-pick">
          {t('gamesImport')}
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            data-testid="import-file"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void file.text().then(yourGames.importText);
            }}
          />
        </label>
      </div>
      <SharedGridsImport />
      {!confirming ? (
        <button type="button" class="danger" disabled={games.length === 0 && pastAnswers === 0} data-testid="delete-all" onClick={() => setConfirming(true)}>
          {t('gamesDeleteAll')}
        </button>
      ) : (
        <div class="confirm" role="group" aria-label={t('gamesDeleteAll')}>
          <p class="plain">{games.length > 0 ? t('gamesDeleteConfirm', fmt(games.length)) : t('pastDeleteConfirm', fmt(pastAnswers))}</p>
          <button type="button" class="danger" data-testid="delete-confirm" onClick={() => void yourGames.deleteAll().then(() => setConfirming(false))}>
            {t('gamesDeleteYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('gamesDeleteNo')}
          </button>
        </div>
      )}
      {msg && (
        <p class={msg.kind === 'error' ? 'error' : 'plain'} role={msg.kind === 'error' ? 'alert' : 'status'} data-testid="games-message">
          {msg.text}
        </p>
      )}
    </details>
  );
}

export interface Props {
  /** Inside the Wordle page (overlay.tsx), where the games are only shown. */
  inPage?: boolean;
}

export function YourGames({ inPage = false }: Props) {
  const { yourGames } = useStore();
  // The games are asked for only while this view shows them.
  useEffect(() => yourGames.show(), [yourGames]);
  const kept = yourGames.kept.value;
  const stats = useMemo(() => (kept ? gamesStats(kept.games) : null), [kept]);
  const opened = yourGames.opened.value;
  if (opened) return <GameDetail g={opened} inPage={inPage} />;
  return (
    <section class="panel-section your-games" aria-labelledby="your-games-heading" data-testid="your-games" aria-busy={kept === null}>
      <h2 id="your-games-heading">{t('gamesHeading')}</h2>
      {yourGames.loadError.value && <p class="error" role="alert">{t('gamesLoadFailed', yourGames.loadError.value)}</p>}
      {yourGames.deleted.value && yourGames.deleted.value.error === null && (
        <p class="plain" role="status" data-testid="game-deleted" data-date={yourGames.deleted.value.date}>
          {t('deleteGameDone', dateText(yourGames.deleted.value.date))}
        </p>
      )}
      {kept && kept.unreadable > 0 && (
        <p class="plain muted" role="status" data-testid="games-unreadable" data-value={kept.unreadable}>
          {t('gamesUnreadable', fmt(kept.unreadable))}
        </p>
      )}
      {kept && stats && (stats.played === 0 ? (
        <>
          <p class="plain" data-testid="games-empty">{t('gamesEmpty')}</p>
          {yourGames.streak.value && <NytFigures streak={yourGames.streak.value} />}
        </>
      ) : (
        <>
          <Figures s={stats} />
          {yourGames.streak.value && <StreakFigures streak={yourGames.streak.value} />}
          {yourGames.streak.value && <NytFigures streak={yourGames.streak.value} />}
          <DistributionChart stats={stats} />
          <SkillChart stats={stats} />
          <BestWorst s={stats} />
          <YourRecord games={kept.games} />
          <GameList games={kept.games} />
        </>
      ))}
      {kept && !inPage && <NytHistory />}
      {kept && (inPage ? <InTab /> : <Files games={kept.games} pastAnswers={kept.pastAnswers} />)}
    </section>
  );
}
