// Which figure of "Your record" (components/YourRecord.tsx) shows, and how many of its months: kept
// for the panel's life, so a game opened from Your games and closed again finds the record as it was.
import { signal } from '@preact/signals';

export const RECORD_VIEWS = ['months', 'years', 'openers', 'modes', 'streaks'] as const;
export type RecordView = (typeof RECORD_VIEWS)[number];

export const isRecordView = (v: string): v is RecordView => (RECORD_VIEWS as readonly string[]).includes(v);

/** Months listed before "show more": a year at a glance. */
export const MONTHS_PAGE = 12;

export function createRecordStore() {
  const view = signal<RecordView>('months');
  const months = signal(MONTHS_PAGE);
  return { view, months };
}
