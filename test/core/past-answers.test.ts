// How far the past answers are known (one figure for the panel's line and the offer to fetch), and
// the check of the NYT's per-day file shared with the maintainer's update.
import { describe, expect, it } from 'vitest';
import { isStale, parseDayFile, pastCut, pastKnowledge, shippedThrough } from '../../src/core/past-answers';
import { suggest } from '../../src/core/suggest';
import { shippedHistory } from '../../src/core/history';

const a = (date: string, word: string) => ({ date, word });

describe('past answers known', () => {
  it('the shipped list ends where the history model says it does', () => {
    expect(shippedThrough()).toBe('2026-08-21');
    expect(shippedThrough()).toBe(shippedHistory().last);
  });

  it('knows through the last day with no gap, and lists every day missing before the cut (never the cut)', () => {
    expect(pastKnowledge('2026-08-25')).toEqual({ knownThrough: '2026-08-21', missing: ['2026-08-22', '2026-08-23', '2026-08-24'], later: 0 });
    const gathered = [a('2026-08-22', 'spate'), a('2026-08-23', 'stove'), a('2026-08-26', 'grace')];
    expect(pastKnowledge('2026-08-28', gathered)).toEqual({ knownThrough: '2026-08-23', missing: ['2026-08-24', '2026-08-25', '2026-08-27'], later: 1 });
    // The puzzle's own day is never known, whatever was gathered.
    expect(pastKnowledge('2026-08-23', gathered)).toEqual({ knownThrough: '2026-08-22', missing: [], later: 0 });
    // An archive puzzle inside the list: everything before it is known.
    expect(pastKnowledge('2024-01-14')).toEqual({ knownThrough: '2024-01-13', missing: [], later: 0 });
    // Bent entries count for nothing.
    expect(pastKnowledge('2026-08-24', [a('2026-08-22', 'SPATE'), a('2026-02-30', 'spate'), null as never]).knownThrough).toBe('2026-08-21');
  });

  it('is stale more than 7 days before the puzzle', () => {
    expect(isStale('2026-08-21', '2026-08-28')).toBe(false);
    expect(isStale('2026-08-21', '2026-08-29')).toBe(true);
  });

  it("the panel's figures come from it: known through, later days, days not known", () => {
    const learnedAnswers = [a('2026-08-22', 'spate'), a('2026-08-23', 'stove'), a('2026-11-30', 'grace')];
    const r = suggest([], { date: '2026-12-02', learnedAnswers, top: 1 });
    expect(r.ok && { knownThrough: r.value.knownThrough, learned: r.value.learned, unknownDays: r.value.unknownDays }).toEqual({ knownThrough: '2026-08-23', learned: 1, unknownDays: 99 });
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
