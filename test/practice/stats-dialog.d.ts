// Types of stats-dialog.js for the TypeScript tests.
export interface PracticeStats {
  played: number;
  winPct: number;
  current: number;
  max: number;
  guesses: number[];
}
export type StatsVariant = 'capture' | 'rehashed' | 'labels-only' | 'unknown' | 'broken';
export function statsDialogHtml(stats: PracticeStats, variant?: StatsVariant): string;
export function createStatsDialog(doc: Document, stats: PracticeStats, variant: StatsVariant, onClose: () => void): HTMLElement;
export function parseStatsOption(text: string | null): PracticeStats | null;
