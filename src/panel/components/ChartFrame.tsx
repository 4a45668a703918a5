// What every chart of the panel shares (the post-game chart, AnalysisChart.tsx, and the "Your
// games" charts, YourGamesCharts.tsx): a 300×150 view box with room on the left for the y-axis,
// the y-axis itself (its unit as a title, lines at 0, half and the top, each labelled), the bars
// with their numbers, the stripes that tell the second kind of bar from the first without colour, and the legend's
// swatches. One frame, so the charts keep one look when either changes.
import { fmt } from '../format';

export const W = 300;
export const H = 150;
export const LEFT = 34;
const TOP = 24;
export const BOTTOM = 18;
/** The height the bars and lines use, between the title above and the labels below. */
export const PLOT = H - TOP - BOTTOM;

/**
 * Where a value stands on a scale from 0 to `max`, as a share of the plot's height: linear, or
 * `log` (the count of 1 + the value, so 0 stays at the axis) where counts span orders of magnitude
 * and a linear scale would draw 26, 1 and 1 beside 1,286 as nothing.
 */
function scaled(value: number, max: number, log = false): number {
  return log ? Math.log10(1 + value) / Math.log10(1 + max) : value / max;
}

/** The y-axis from 0 to `max`, its unit written above it: lines at 0, half and the top, or on a log scale at 0, each power of ten not crowding those, and the top. */
export function YAxis({ max, unit, log = false }: { max: number; unit: string; log?: boolean }) {
  const tens = log ? Array.from({ length: Math.floor(Math.log10(max)) + 1 }, (_, i) => 10 ** i).filter((v) => scaled(v, max, true) > 0.12 && scaled(max, max, true) - scaled(v, max, true) > 0.12) : [];
  const ticks = log ? [0, ...tens, max] : [0, Math.round(max / 2), max];
  return (
    <>
      <text x="0" y="10" class="axis-title">
        {unit}
      </text>
      {ticks.map((v) => {
        const y = H - BOTTOM - PLOT * scaled(v, max, log);
        return (
          <g key={v}>
            <line x1={LEFT - 3} x2={W} y1={y} y2={y} class={v === 0 ? 'axis' : 'grid'} />
            <text x={LEFT - 5} y={y + 3} class="tick" text-anchor="end">
              {fmt(v)}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** One bar standing on the x-axis of a scale from 0 to `max`, its number written above it. */
export function Bar({ x, width, value, max, cls, fill, log = false }: { x: number; width: number; value: number; max: number; cls: string; fill?: string; log?: boolean }) {
  // A bar never vanishes: one left still shows as a sliver.
  const h = value === 0 ? 0 : Math.max(1.5, PLOT * scaled(value, max, log));
  const y = H - BOTTOM - h;
  return (
    <>
      <rect x={x} y={y} width={width} height={h} class={cls} fill={fill} />
      <text x={x + width / 2} y={y - 4} class="bar-value" text-anchor="middle">
        {fmt(value)}
      </text>
    </>
  );
}

/** The striped fill, as `url(#id)`; `id` differs per chart, as two charts may share a page. */
export function Stripes({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="5" height="5" class="stripe-bg" />
        <line x1="0" y1="0" x2="0" y2="5" class="stripe" />
      </pattern>
    </defs>
  );
}

/** A legend entry: a swatch drawn as the bars it names are (class `bar <kind>`, fill), then its words. */
export function LegendItem({ kind, fill, label }: { kind: 'lucky' | 'unlucky' | 'even'; fill?: string; label: string }) {
  // The outlined kind sits half its stroke inside the swatch, so the edge does not clip the outline.
  const box = kind === 'even' ? { x: '0.5', y: '0.5', width: '9', height: '9' } : { width: '10', height: '10' };
  return (
    <span class="legend-item">
      <svg class="key" viewBox="0 0 10 10" aria-hidden="true"><rect {...box} class={`bar ${kind}`} fill={fill} /></svg> {label}
    </span>
  );
}
