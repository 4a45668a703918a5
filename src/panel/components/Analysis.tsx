// After the game: skill and luck, the chart, and each guess against the best one.
import type { GameAnalysis } from '../../core/types';
import { fmt, percent } from '../format';
import { t } from '../i18n';
import type { AnalysisState } from '../store/analysis-store';
import { AnalysisChart } from './AnalysisChart';
import { rowLabel } from './MiniBoard';

export interface Props {
  state: AnalysisState;
}

function Figures({ a }: { a: GameAnalysis }) {
  const luck = a.luck >= 0 ? `+${fmt(a.luck, 1)}` : fmt(a.luck, 1);
  return (
    <>
    <dl class="figures-big">
      <div>
        <dt>{t('skill')}</dt>
        <dd data-testid="skill">{t('skillValue', fmt(a.skill))}</dd>
      </div>
      <div>
        <dt>{t('luck')}</dt>
        <dd data-testid="luck">{t('luckValue', luck)}</dd>
      </div>
    </dl>
    <p class="muted">{a.luck >= 0 ? t('luckKind') : t('luckUnkind')}</p>
    </>
  );
}

function GuessTable({ a }: { a: GameAnalysis }) {
  return (
    <table class="analysis-table">
      <caption class="visually-hidden">{t('analysisTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colGuess')}</th>
          <th scope="col">{t('colLeft')}</th>
          <th scope="col">{t('colBits')}</th>
          <th scope="col">{t('colVsBest')}</th>
        </tr>
      </thead>
      <tbody>
        {a.rows.map((r, i) => {
          const risk = r.lossChance ?? 0;
          const bestRisk = r.bestLossChance ?? 0;
          const wasBest = r.expectedGuesses - r.bestExpectedGuesses < 0.005 && risk <= bestRisk + 1e-9;
          return (
            <tr key={i}>
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
              <td>{t('leftValue', fmt(r.candidatesBefore), fmt(r.candidatesAfter))}</td>
              <td>{t('bitsValue', fmt(r.bitsGained, 1), fmt(r.bitsExpected, 1))}</td>
              <td>
                {wasBest
                  ? t('wasBest')
                  : t('vsBestValue', fmt(r.expectedGuesses, 2), r.bestWord.toUpperCase(), fmt(r.bestExpectedGuesses, 2))}
                {!wasBest && (risk > 0 || bestRisk > 0) && <span class="risk"> {t('vsBestRisk', percent(risk), percent(bestRisk))}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function Analysis({ state }: Props) {
  if (state.kind === 'idle') return null;
  return (
    <section class="panel-section analysis" aria-labelledby="analysis-heading" aria-busy={state.kind === 'busy'} data-testid="analysis">
      <h2 id="analysis-heading">{t('analysisHeading')}</h2>
      {state.kind === 'busy' && <p class="muted">{t('analysing')}</p>}
      {state.kind === 'error' && <p class="muted">{t('analysisFailed', state.error)}</p>}
      {state.kind === 'done' && (
        <>
          <Figures a={state.analysis} />
          <AnalysisChart rows={state.analysis.rows} />
          <GuessTable a={state.analysis} />
        </>
      )}
    </section>
  );
}
