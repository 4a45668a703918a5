// How the likely answers shrank guess by guess: bars on a log scale (the counts span thousands to
// one: on a linear one 26, 1 and 1 beside 1,286 drew nothing) with its axis labelled (0, each power
// of ten, the start), each bar's number written above it. A bar's look says the guess's luck:
// solid = luckier than expected (a winning guess always is), striped = less lucky, outlined =
// as expected or no luck involved. The colours are a purple pair, far from every tile colour
// (green/yellow/grey and the high-contrast orange/blue), and the stripes and outlines tell the
// kinds apart without colour at all. Plain SVG: no chart library; the frame (view box, y-axis,
// stripes, legend swatches) is ChartFrame.tsx, shared with the "Your games" charts.
import { isAllGreen } from '../../core/board';
import { fmt } from '../format';
import { t } from '../i18n';
import { Bar, H, LEFT, LegendItem, Stripes, W, YAxis } from './ChartFrame';
import { kind, likelyAround, rowLuck, type RowLuck } from '../../shared/luck';
import type { NotedRow } from '../../shared/notes';

export interface Props {
  rows: NotedRow[];
}

type BarKind = 'start' | 'lucky' | 'unlucky' | 'even';

const barKind = (l: RowLuck): BarKind => (kind(l) ? 'lucky' : l === 'unlucky' ? 'unlucky' : 'even');

export function AnalysisChart({ rows }: Props) {
  if (rows.length === 0) return null;
  const first = likelyAround(rows[0]);
  const bars: { label: string; value: number; kind: BarKind }[] = [
    { label: t('chartStart'), value: first.before, kind: 'start' },
    ...rows.map((r) => ({ label: r.guess.toUpperCase(), value: likelyAround(r).after, kind: barKind(rowLuck(r)) })),
  ];
  const max = Math.max(1, ...bars.map((b) => b.value));
  const slot = (W - LEFT) / bars.length;
  const barW = Math.min(30, slot * 0.6);
  const unit = first.likely ? t('chartUnitLikely') : t('chartUnitWords');
  // Bars counting words played before (core/likely.ts: nothing else on the list fit) are named
  // below; the winning guess's bar is the answer itself, said so.
  const playedRows = rows.filter((r) => likelyAround(r).afterPlayed);
  const played = playedRows.filter((r) => !isAllGreen(r.marks)).map((r) => r.guess.toUpperCase());
  const playedAnswer = playedRows.find((r) => isAllGreen(r.marks))?.guess.toUpperCase();
  const summary = t('chartSummary', unit, bars.map((b) => `${b.label} ${fmt(b.value)}`).join(', '));
  return (
    <figure class="chart" data-testid="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <Stripes id="stripes" />
        <YAxis max={max} unit={unit} log />
        {bars.map((b, i) => {
          const x = LEFT + i * slot + (slot - barW) / 2;
          return (
            <g key={i} data-kind={b.kind}>
              <Bar x={x} width={barW} value={b.value} max={max} log cls={`bar ${b.kind}`} fill={b.kind === 'unlucky' ? 'url(#stripes)' : undefined} />
              <text x={x + barW / 2} y={H - 5} class="bar-label" text-anchor="middle">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      {(played.length > 0 || playedAnswer) && (
        <p class="muted chart-note" data-testid="chart-played">
          {[played.length > 0 && t('chartPlayedAfter', played.join(', ')), playedAnswer && t('chartPlayedAnswer', playedAnswer)].filter(Boolean).join(' ')}
        </p>
      )}
      <figcaption class="legend">
        <LegendItem kind="lucky" label={t('legendLucky')} />
        <LegendItem kind="unlucky" fill="url(#stripes)" label={t('legendUnlucky')} />
        <LegendItem kind="even" label={t('legendEven')} />
      </figcaption>
    </figure>
  );
}
