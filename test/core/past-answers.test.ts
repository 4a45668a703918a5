// How far the past answers are known (one figure for the panel's line and the offer to fetch), and
// the check of the NYT's per-day file shared with the maintainer's update.
import { describe, expect, it } from 'vitest';
import { isStale, parseDayFile, pastCut, pastKnowledge, shippedThrough } from '../../src/core/past-answers';
import { suggest } from '../../src/core/suggest';
import { shippedHistory } from '../../src/core/history';
import { dateOfDay, dayNumber } from '../../src/core/dates';

const a = (date: string, word: string) => ({ date, word });
/** The shipped list's last day, and the day `n` days after it. */
const END = shippedThrough();
const day = (n: number) => dateOfDay(dayNumber(END) + n);

describe('past answers known', () => {
  it('the shipped list ends where the history model says it does', () => {
    expect(shippedThrough()).toBe(shippedHistory().last);
  });

  it('knows through the last day with no gap, and lists every day missing before the cut (never the cut)', () => {
    expect(pastKnowledge(day(4))).toEqual({ knownThrough: END, missing: [day(1), day(2), day(3)], later: 0 });
    const gathered = [a(day(1), 'spate'), a(day(2), 'stove'), a(day(5), 'grace')];
    expect(pastKnowledge(day(7), gathered)).toEqual({ knownThrough: day(2), missing: [day(3), day(4), day(6)], later: 1 });
    // The puzzle's own day is never known, whatever was gathered.
    expect(pastKnowledge(day(2), gathered)).toEqual({ knownThrough: day(1), missing: [], later: 0 });
    // An archive puzzle inside the list: everything before it is known.
    expect(pastKnowledge('2024-01-14')).toEqual({ knownThrough: '2024-01-13', missing: [], later: 0 });
    // Bent entries count for nothing.
    expect(pastKnowledge(day(3), [a(day(1), 'SPATE'), a('2026-02-30', 'spate'), null as never]).knownThrough).toBe(END);
  });

  it('is stale more than 7 days before the puzzle', () => {
    expect(isStale(END, day(7))).toBe(false);
    expect(isStale(END, day(8))).toBe(true);
  });

  it("the panel's figures come from it: known through, later days, days not known", () => {
    const learnedAnswers = [a(day(1), 'spate'), a(day(2), 'stove'), a(day(101), 'grace')];
    const r = suggest([], { date: day(103), learnedAnswers, top: 1 });
    expect(r.ok && { knownThrough: r.value.knownThrough, learned: r.value.learned, unknownDays: r.value.unknownDays }).toEqual({ knownThrough: day(2), learned: 1, unknownDays: 99 });
  });
});

describe("the NYT's per-day file", () => {
  const file = (extra: Record<string, unknown> = {}) => JSON.stringify({ id: 2328, solution: 'spate', print_date: '2025-04-21', days_since_launch: 1402, editor: 'Tracy Bennett', ...extra });
  it('reads the published example', () => {
    expect(parseDayFile('2025-04-21', file())).toEqual({ ok: true, answer: { date: '2025-04-21', word: 'spate', puzzle: 1402, id: 2328 } });
    expect(parseDayFile('2025-04-21', file({ solution: 'SPATE' }))).toMatchObject({ ok: true, answer: { word: 'spate' } });
  });
  it.each([
    ['a sign-in page', '<html>Sign in</html>', /not JSON/],
    ['null', 'null', /not an object/],
    ['another day', file({ print_date: '2025-04-22' }), /for "2025-04-22"/],
    ['markup for an answer', file({ solution: '<img src=x onerror=alert(1)>' }), /not five letters/],
    ['a number for an answer', file({ solution: 12345 }), /not five letters/],
    ['the wrong puzzle', file({ days_since_launch: 1401 }), /puzzle 1401, the date gives 1402/],
    ['huge', file({ pad: 'x'.repeat(20_000) }), /bytes, not a day's puzzle/],
  ])('refuses %s', (_, text, error) => {
    const r = parseDayFile('2025-04-21', text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(error);
  });
});

describe('the cut of the past days a page may ask for', () => {
  it('is the earliest of the puzzle read, the day the page was loaded and today', () => {
    // Loaded at 23:58, first letter at 00:05: the board reads as the next day; the load day is the puzzle on screen.
    expect(pastCut('2026-12-02', '2026-12-01', '2026-12-02')).toBe('2026-12-01');
    // An archive puzzle: its own date.
    expect(pastCut('2024-01-14', '2026-12-02', '2026-12-02')).toBe('2024-01-14');
    // A tab left open two days: the day it was loaded.
    expect(pastCut('2026-12-03', '2026-12-01', '2026-12-03')).toBe('2026-12-01');
    // A page that dates its puzzle after the clock's today moves nothing.
    expect(pastCut('2026-12-09', '2026-12-02', '2026-12-02')).toBe('2026-12-02');
    expect(pastCut('2026-12-02', '2026-12-05', '2026-12-02')).toBe('2026-12-02');
  });
});
