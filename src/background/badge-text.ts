// What the badge says, apart from the browser call so tests can compute the same text.

/** Badges fit about four characters: 14855 candidates show as "15k"; '!' marks a solver error. */
export function badgeText(count: number | '!' | null): string {
  if (count === null) return '';
  if (count === '!' || count < 1000) return String(count);
  return `${Math.round(count / 1000)}k`;
}
