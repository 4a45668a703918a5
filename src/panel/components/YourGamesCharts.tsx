// The "Your games" charts, in the post-game chart's style (AnalysisChart.tsx) and in its frame
// (ChartFrame.tsx: the view box, the labelled y-axis, the stripes): plain SVG, every bar's number
// written above it, the purple pair that no tile colour uses, and a pattern as well as a colour for
// each series (solid = yours, striped = the best play), so no colour vision is needed.
import { dateText, fmt } from '../format';
import { COLUMNS, SKILL_WINDOW, type GamesStats } from '../games-stats';
import { t } from '../i18n';
import { Bar, BOTTOM, H, LEFT, LegendItem, PLOT, Stripes, W, YAxis } from './ChartFrame';

const columnLabel = (i: number) => (i === COLUMNS - 1 ? t('gamesLostColumn') : String(i + 1));

/** Games by number of guesses: yours beside the best play's, on the same answers. */
export function DistributionChart({ stats }: { stats: GamesStats }) {
  const { yours, best } = stats.distribution;
  const games = stats.sameAnswers?.games ?? 0;
  if (games === 0) return null;
  const max = Math.max(1, ...yours, ...best);
  const slot = (W - LEFT) / COLUMNS;
  const barW = Math.min(14, slot * 0.38);
  const summary = t(
    'gamesDistSummary',
    fmt(games),
    yours.map((n, i) => `${columnLabel(i)}: ${fmt(n)} / ${fmt(best[i])}`).join(', '),
  );
  return (
    <figure class="chart" data-testid="games-distribution">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <Stripes id="stripes-best" />
        <YAxis max={max} unit={t('gamesDistUnit')} />
        {yours.map((n, i) => {
          const x = LEFT + i * slot + slot / 2;
          const bars = [
            { v: n, x: x - barW - 1, cls: 'bar lucky', fill: undefined, series: 'yours' },
            { v: best[i], x: x + 1, cls: 'bar unlucky', fill: 'url(#stripes-best)', series: 'best' },
          ];
          return (
            <g key={i} data-column={columnLabel(i)}>
              {bars.map((b) => (
                <g key={b.series} data-series={b.series} data-value={b.v}>
                  <Bar x={b.x} width={barW} value={b.v} max={max} cls={b.cls} fill={b.fill} />
                </g>
              ))}
              <text x={x} y={H - 5} class="bar-label" text-anchor="middle">
                {columnLabel(i)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="legend">
        <LegendItem kind="lucky" label={t('gamesLegendYours')} />
        <LegendItem kind="unlucky" fill="url(#stripes-best)" label={t('gamesLegendBest')} />
        <span class="legend-item">{t('gamesDistNote', fmt(games))}</span>
      </figcaption>
    </figure>
  );
}

/** Skill over time: the rolling average over the last SKILL_WINDOW analysed games, on 0-100. */
export function SkillChart({ stats }: { stats: GamesStats }) {
  const series = stats.skillSeries;
  if (series.length < 2) return null;
  const step = (W - LEFT - 6) / (series.length - 1);
  const xy = series.map((p, i) => [LEFT + 3 + i * step, H - BOTTOM - (PLOT * p.value) / 100] as const);
  const last = series[series.length - 1];
  const lastXY = xy[xy.length - 1];
  const summary = t('gamesSkillSummary', fmt(SKILL_WINDOW), fmt(series.length), dateText(series[0].date), dateText(last.date), fmt(Math.round(series[0].value)), fmt(Math.round(last.value)));
  return (
    <figure class="chart" data-testid="games-skill">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <YAxis max={100} unit={t('gamesSkillUnit', fmt(SKILL_WINDOW))} />
        <polyline points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} class="skill-line" />
        <circle cx={lastXY[0]} cy={lastXY[1]} r="3" class="skill-dot" />
        <text x={Math.min(lastXY[0], W - 12)} y={lastXY[1] - 6} class="bar-value" text-anchor="middle">
          {fmt(Math.round(last.value))}
        </text>
        <text x={LEFT + 3} y={H - 5} class="bar-label" text-anchor="start">
          {dateText(series[0].date)}
        </text>
        <text x={W} y={H - 5} class="bar-label" text-anchor="end">
          {dateText(last.date)}
        </text>
      </svg>
      <figcaption class="legend">{t('gamesSkillNote', fmt(SKILL_WINDOW))}</figcaption>
    </figure>
  );
}
