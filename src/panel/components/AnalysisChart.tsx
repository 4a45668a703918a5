// How the candidates shrank guess by guess, as bars on a log scale (from thousands to one, a
// linear scale would show nothing after the first guess). A bar is "lucky" when the colours gave
// more information than the guess was expected to. Plain SVG: no chart library.
import type { GuessAnalysis } from '../../core/types';
import { fmt } from '../format';
import { t } from '../i18n';

export interface Props {
  rows: GuessAnalysis[];
}

const W = 300;
const H = 120;
const TOP = 16;
const BOTTOM = 18;

export function AnalysisChart({ rows }: Props) {
  if (rows.length === 0) return null;
  const first = rows[0].candidatesBefore;
  const bars = [{ label: t('chartStart'), value: first, lucky: null as boolean | null }].concat(
    rows.map((r) => ({ label: r.guess.toUpperCase(), value: r.candidatesAfter, lucky: r.bitsGained >= r.bitsExpected })),
  );
  const maxLog = Math.log10(Math.max(first, 10));
  const slot = W / bars.length;
  const barW = Math.min(36, slot * 0.6);
  const height = (v: number) => ((H - TOP - BOTTOM) * Math.log10(Math.max(v, 1) * 10)) / (maxLog + 1);
  const summary = t('chartSummary', bars.map((b) => `${b.label} ${b.value}`).join(', '));
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <line x1="0" x2={W} y1={H - BOTTOM} y2={H - BOTTOM} class="axis" />
        {bars.map((b, i) => {
          const h = height(b.value);
          const x = i * slot + (slot - barW) / 2;
          const y = H - BOTTOM - h;
          const cls = b.lucky === null ? 'bar start' : b.lucky ? 'bar lucky' : 'bar unlucky';
          return (
            <g key={i}>
              <rect x={x} y={y} width={barW} height={h} rx="2" class={cls} />
              <text x={x + barW / 2} y={y - 4} class="bar-value" text-anchor="middle">
                {fmt(b.value)}
              </text>
              <text x={x + barW / 2} y={H - 5} class="bar-label" text-anchor="middle">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="legend">
        <span class="key lucky" aria-hidden="true" /> {t('legendLucky')} <span class="key unlucky" aria-hidden="true" /> {t('legendUnlucky')}
      </figcaption>
    </figure>
  );
}
