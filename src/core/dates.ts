// Calendar dates as the NYT dates its puzzles: 'YYYY-MM-DD', a day of the player's calendar (the
// puzzle of a date is the same everywhere; which date is "today" depends on the player's clock).
// Day numbers count days since 1970-01-01, so that date arithmetic is integer arithmetic.

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Days since 1970-01-01 of a date (checked by the caller with isDate). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date on the local clock (the player's time zone where this runs): a new game's puzzle date. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Milliseconds from `now` to the next midnight of the local clock (where a new puzzle day begins). */
export function msToMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}
