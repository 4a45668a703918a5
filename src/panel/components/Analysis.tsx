// After the game, first thing on the panel: skill and luck in plain words, the chart of likely
// answers left, and each guess against the best one, all in the likely answers the rows count.
import { rowExtra, shownGuesses } from '../../core/review-figures';
import type { GameAnalysis } from '../../core/types';
import { round } from '../../shared/games';
import { hintsUsed, LAST_STEP, type HintStep } from '../../shared/hints';
import type { NotedAnalysis } from '../../shared/notes';
import { fmt, percent } from '../format';
import { t, type MessageKey } from '../i18n';
import { extraGuesses, gameLuck, likelyAround, rowLuck, typicalLeft, type RowLuck } from '../../shared/luck';
import type { AnalysisState } from '../store/analysis-store';
import { useStore } from '../store/context';
import { AnalysisChart } from './AnalysisChart';
import { rowLabel } from './MiniBoard';

export interface Props {
  state: AnalysisState;
  /**
   * The hint steps the game took (null: help all at once; 'unknown': a game kept from the page's
   * saved games); by default the panel's own for the board shown.
   */
  hints?: readonly HintStep[] | null | 'unknown';
}

const LUCK_TEXT: Record<RowLuck, MessageKey> = {
  won: 'rowLuckWon',
  lucky: 'rowLuckLucky',
  even: 'rowLuckEven',
  unlucky: 'rowLuckUnlucky',
  sure: 'rowLuckSure',
};

function Figures({ a }: { a: GameAnalysis }) {
  const extra = extraGuesses(a);
  const luck = gameLuck(a);
  const luckWord = luck.kind === 'lucky' ? t('luckLucky') : luck.kind === 'unlucky' ? t('luckUnlucky') : t('luckEven');
  return (
    <>
      <dl class="figures-big">
        <div title={t('tipSkill')}>
          <dt>{t('skill')}</dt>
          <dd data-testid="skill" data-value={round(a.skill, 1)}>{t('skillValue', fmt(Math.round(a.skill)))}</dd>
        </div>
        <div title={t('tipLuck')}>
          <dt>{t('luck')}</dt>
          <dd data-testid="luck" data-kind={luck.kind}>
            {luckWord}
          </dd>
        </div>
      </dl>
      <p class="plain" data-testid="skill-words">
        {extra === 0 ? t('skillAllBest') : t('skillExtra', fmt(extra, 2))}
      </p>
      <p class="plain" data-testid="luck-words">
        {luck.judged === 0
          ? t('luckNone')
          : `${t(luck.kind === 'lucky' ? 'luckOverallLucky' : luck.kind === 'unlucky' ? 'luckOverallUnlucky' : 'luckOverallEven')} ${luck.judged === 1 ? t(luck.kindRows === 1 ? 'luckOneKind' : 'luckOneUnkind') : luck.kindRows === 0 ? t('luckNoneKind', fmt(luck.judged)) : t('luckRows', fmt(luck.kindRows), fmt(luck.judged))}`}
      </p>
    </>
  );
}

/** The answers a guess typically leaves, as precisely as it is compared with the row's count: 1.4, not 1. */
const typicalFigure = (n: number) => fmt(Math.max(1, n), n < 10 ? 1 : 0);

function VsBest({ r }: { r: GameAnalysis['rows'][number] }) {
  const risk = r.lossChance ?? 0;
  const bestRisk = r.bestLossChance ?? 0;
  const extra = rowExtra(r);
  const wasBest = extra === 0 && risk <= bestRisk + 1e-9;
  if (wasBest) return <span class="was-best">{t('wasBest')}</span>;
  // To the hundredth, rounded once: the difference shown is theirs, and the rows add up to the total.
  return (
    <>
      <span class="line">{t('vsBestMine', fmt(shownGuesses(r.expectedGuesses), 2))}</span>
      <span class="line">{t('vsBestTheirs', r.bestWord.toUpperCase(), fmt(shownGuesses(r.bestExpectedGuesses), 2))}</span>
      {extra > 0 && <span class="line" data-testid="row-extra" data-value={extra}>{t('vsBestExtra', fmt(extra, 2))}</span>}
      {(risk > 0 || bestRisk > 0) && <span class="line risk">{t('vsBestRisk', percent(risk), percent(bestRisk))}</span>}
    </>
  );
}

function GuessTable({ a }: { a: NotedAnalysis }) {
  const likely = a.rows.length > 0 && likelyAround(a.rows[0]).likely;
  return (
    <table class="analysis-table">
      <caption class="visually-hidden">{t('analysisTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colGuess')}</th>
          <th scope="col">{likely ? t('colLikely') : t('colLeft')}</th>
          <th scope="col">{t('colLuck')}</th>
          <th scope="col">{t('colVsBest')}</th>
        </tr>
      </thead>
      <tbody>
        {a.rows.map((r, i) => {
          const around = likelyAround(r);
          const luck = rowLuck(r);
          return (
            <tr key={i} data-testid="analysis-row">
              <th scope="row">
                <span class="visually-hidden">{rowLabel(r.guess, r.marks)}</span>
                <span class="mini-word" aria-hidden="true">
                  {r.marks.map((m, j) => (
                    <span key={j} class={`tile tiny ${m}`}>
                      {r.guess[j].toUpperCase()}
                    </span>
                  ))}
                </span>
              </th>
              <td data-label={likely ? t('colLikely') : t('colLeft')}>
                <div class="cell nowrap" data-testid="row-likely" data-before={around.before} data-value={around.after} data-played={around.afterPlayed || undefined}>
                  {t('leftValue', fmt(around.before), fmt(around.after))}
                  {around.afterPlayed && <span class="line muted">{t('leftPlayed')}</span>}
                </div>
              </td>
              <td data-label={t('colLuck')} data-luck={luck}>
                <div class="cell">
                <span class={`luck-key ${luck}`} aria-hidden="true" /> {t(LUCK_TEXT[luck])}
                {(luck === 'lucky' || luck === 'unlucky') && (
                  <span class="line muted">{t('luckExpected', typicalFigure(typicalLeft(r)))}</span>
                )}
                </div>
              </td>
              <td data-label={t('colVsBest')}>
                <div class="cell">
                  <VsBest r={r} />
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** How many hint steps the game took (shared/hints.ts), or that help came all at once. */
function HintsUsed({ steps }: { steps: readonly HintStep[] | null }) {
  const text = steps === null ? t('hintsUsedAll') : hintsUsed(steps) === 0 ? t('hintsUsedNone') : t('hintsUsedSome', fmt(hintsUsed(steps)), fmt(steps.length * (LAST_STEP - 1)));
  return (
    <p class="plain" data-testid="hints-used" data-value={steps === null ? 'all' : hintsUsed(steps)}>
      {text}
    </p>
  );
}

export function Analysis({ state, hints }: Props) {
  const store = useStore();
  if (state.kind === 'idle') return null;
  return (
    <section class="panel-section analysis" aria-labelledby="analysis-heading" aria-busy={state.kind === 'busy'} data-testid="analysis">
      <h2 id="analysis-heading">{t('analysisHeading')}</h2>
      {state.kind === 'busy' && <p class="muted">{t('analysing')}</p>}
      {state.kind === 'error' && <p class="muted">{t('analysisFailed', state.error)}</p>}
      {state.kind === 'done' && (
        <>
          <Figures a={state.analysis} />
          {hints !== 'unknown' && <HintsUsed steps={hints === undefined ? store.hintSteps.value : hints} />}
          <AnalysisChart rows={state.analysis.rows} />
          <GuessTable a={state.analysis} />
        </>
      )}
    </section>
  );
}
