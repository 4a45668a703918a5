// Number formatting and the split of the candidate list, kept out of the components so they can
// be tested alone.
import { STANDINGS, standingCounts, type Standing } from '../core/likely';
import type { Suggestion, SuggestResult } from '../core/types';
import type { NotedResult, WordNote } from '../shared/notes';
import { t } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number with exactly `digits` decimals, written as the language of the panel's messages writes
 * numbers (their `numberLocale`), never the system's: English words around German digits would
 * read "3.158 likely answers", and the panel would differ between machines.
 */
export function fmt(n: number, digits = 0): string {
  const locale = t('numberLocale');
  const key = `${locale} ${digits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = numberFormat(locale, digits)));
  return f.format(n);
}

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en-US', options); // a translation with a malformed tag
  }
}

/**
 * A chance (0..1) in the whole points percent() writes: "<1%" is 0, 2.4% is 2. The trap line
 * weighs two moves' chances of losing by these, so it never sees a gap the rows do not show.
 */
export function points(p: number): number {
  return p > 0 && p < 0.01 ? 0 : Math.round(p * 100);
}

/** A chance (0..1) as a short percentage; below 1% says "<1%" rather than a misleading 0. */
export function percent(p: number): string {
  if (p > 0 && p < 0.01) return '<1%';
  return `${fmt(points(p))}%`;
}

/** The words of one standing (core/likely.ts) that fit: as far as the solver sent them (most likely first), and how many it did not. */
interface RemainingGroup {
  words: string[];
  notSent: number;
}

/**
 * The fitting words by where they stand: not played yet (every listed word under nyt and classic),
 * played before the puzzle's date (history: an answer of 2021 can outweigh a word not played yet,
 * yet the lists keep them apart) and off the list (the long shots). Which of them are the likely
 * answers is core/likely.ts's test (isLikely).
 */
export type RemainingSplit = Record<Standing, RemainingGroup>;

/**
 * `remaining` lists the fitting words in suggest()'s order (STANDINGS), each group most likely
 * first, as far as the solver sent them (at most 100 in all); standingCounts gives each group's size.
 */
export function splitRemaining(r: Pick<SuggestResult, 'candidates' | 'remaining' | 'longShots' | 'played'>): RemainingSplit {
  const counts = standingCounts(r);
  const split = {} as RemainingSplit;
  let at = 0;
  for (const s of STANDINGS) {
    const words = r.remaining.slice(at, at + counts[s]);
    at += words.length;
    split[s] = { words, notSent: counts[s] - words.length };
  }
  return split;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A puzzle date (YYYY-MM-DD) as the panel writes it everywhere, in the language of its messages
 * (their `dateLocale`), never the system's: "3 Mar 2026" in English.
 */
export function dateText(date: string): string {
  const locale = t('dateLocale');
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = dateFormat(locale)));
  return f.format(new Date(`${date}T12:00:00Z`));
}

/** A month of puzzles (YYYY-MM) as dateText writes its month and year: "Mar 2026" in English. */
export function monthText(month: string): string {
  const locale = t('dateLocale');
  const key = `${locale} month`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = dateFormat(locale, false)));
  return f.format(new Date(`${month}-15T12:00:00Z`));
}

function dateFormat(locale: string, withDay = true): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { ...(withDay ? { day: 'numeric' } : {}), month: 'short', year: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options); // a translation with a malformed tag
  }
}

/** Expected guesses with one decimal: tenths matter between guesses, hundredths do not. */
export const guessesFigure = (n: number) => fmt(n, 1);

/** A chance a sentence may call certain ("wins now"): answerChance writes it ">99%" or "100%". */
export const isNearCertain = (p: number) => p >= 0.995;

/**
 * A likely answer's chance to be the day's word, as every sentence about it writes it: "1 in 249"
 * below 10%, where the whole N is within 5% of the chance; from 10% a percent, as the panel writes
 * the chance of losing ("84%", not a rounded "1 in 1"); "100%" only for the one word that can be the
 * answer, ">99%" while any other still can.
 */
export function answerChance(p: number): string {
  if (p > 0 && p < 0.1) return t('chanceOneIn', fmt(Math.round(1 / p)));
  if (p < 1 - 1e-9 && isNearCertain(p)) return '>99%';
  return percent(Math.min(p, 1));
}

export const noteOf = (r: NotedResult, word: string): WordNote | undefined => r.words?.[word];

/**
 * Whether the suggestion fits and is on the model's answer list: a likely answer, or under history
 * a word played before (the NYT repeats answers, so it too can win now). The words marked "could be
 * the answer" with their chance.
 */
export function isListed(r: NotedResult, s: Suggestion): boolean {
  if (!s.isCandidate) return false;
  const note = noteOf(r, s.word);
  // Without the worker's notes, only the classic model says it: every candidate is listed there.
  return note ? note.listed : r.model === 'classic';
}

const near = (a: number | undefined | null, b: number | undefined | null, eps: number) =>
  a === b || (a !== null && b !== null && a !== undefined && b !== undefined && Math.abs(a - b) < eps);

/**
 * Same figures as far as a player can tell: the same expected guesses to the tenth shown and the
 * same chance of losing to the percent shown. Rows the player cannot tell apart fold together.
 * @internal exported for the tests: its unit test covers the rounding edges.
 */
export function equallyGood(a: Suggestion, b: Suggestion): boolean {
  if (percent(a.lossChance ?? 0) !== percent(b.lossChance ?? 0) || Boolean(a.mayLose) !== Boolean(b.mayLose)) return false;
  if (a.expectedGuesses !== null || b.expectedGuesses !== null)
    return a.expectedGuesses !== null && b.expectedGuesses !== null && guessesFigure(a.expectedGuesses) === guessesFigure(b.expectedGuesses);
  // Strategies without expected guesses: the figures they rank by.
  return near(a.bits, b.bits, 0.005) && near(a.expectedRemaining, b.expectedRemaining, 0.05);
}

export interface TieGroup {
  lead: Suggestion;
  /** Suggestions as good as the lead, folded under "+N equally good". */
  others: Suggestion[];
}

/**
 * Runs of equally good suggestions folded into one group each, in the solver's order: its tie rule
 * already puts possible answers first among equals, then likelier, then commoner words (and the
 * e2e tests compare the panel's order with the solver's). A word that can be the answer (`canWin`)
 * is never folded under one that cannot: equal to the tenth, it is still ranked below for a
 * hundredth, which the line naming the best that could be the answer says ("0.01 more than
 * SLUIT"), and one screen must not also call the two equally good.
 */
export function tieGroups(list: Suggestion[], canWin: (s: Suggestion) => boolean = () => false): TieGroup[] {
  const groups: Suggestion[][] = [];
  for (const s of list) {
    const g = groups[groups.length - 1];
    if (g && equallyGood(g[0], s) && (canWin(g[0]) || !canWin(s))) g.push(s);
    else groups.push([s]);
  }
  return groups.map((g) => ({ lead: g[0], others: g.slice(1) }));
}

const SQUARE_NAME: Record<string, () => string> = {
  '🟩': () => t('markCorrect'),
  '🟧': () => t('markCorrect'),
  '🟨': () => t('markPresent'),
  '🟦': () => t('markPresent'),
  '⬛': () => t('markAbsent'),
  '⬜': () => t('markAbsent'),
};

/**
 * Status text without emoji: they render as empty boxes where the system has no emoji font, and
 * the mini board shows the colours anyway. The solver names a row as "CRANE ⬛🟨⬛⬛🟩"; that
 * becomes "CRANE: grey, yellow, grey, grey, green". Any other pictograph is dropped.
 */
export function withoutEmoji(text: string): string {
  return text
    .replace(/ ?((?:🟩|🟧|🟨|🟦|⬛|⬜)+)/gu, (_, squares: string) => `: ${[...squares].map((q) => SQUARE_NAME[q]()).join(', ')}`)
    .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, '')
    .replace(/ {2,}/g, ' ');
}
