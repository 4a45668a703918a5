// The NYT game service's answers, checked field by field (src/shared/nyt-history.ts): the bodies
// are the practice server's, built in the shapes of the captures (test/practice/nyt-account.ts).
import { describe, expect, it } from 'vitest';
import { MAX_STATES_BYTES, parseArchive, parseHistory, parseStates, runProgress, windowEnd } from '../../src/shared/nyt-history';
import { accountGame, ACCOUNT_USER, archiveBody, puzzleIdOf, statesResponse } from '../practice/nyt-account';

const days = ['2024-03-01', '2024-03-02', '2024-03-03'];
const asked = new Map(days.map((d) => [puzzleIdOf(d), d]));
const body = () => JSON.parse(statesResponse([...asked.keys()]).body) as { states: Record<string, unknown>[] } & Record<string, unknown>;

describe('the archive of puzzles', () => {
  it('gives each day of the range its id, oldest first', () => {
    const r = parseArchive(archiveBody('2024-03-01', '2024-03-31'), '2024-03-01', '2024-03-31');
    expect(r.ok && r.value.length).toBe(31);
    expect(r.ok && r.value[0]).toEqual({ id: puzzleIdOf('2024-03-01'), date: '2024-03-01' });
  });
  it('leaves out a day outside the range asked (today, a later day) and a bent id', () => {
    const list = [
      { id: 5, print_date: '2024-03-01' },
      { id: 6, print_date: '2024-04-02' },
      { id: -1, print_date: '2024-03-02' },
      { id: 'x', print_date: '2024-03-03' },
    ];
    expect(parseArchive(JSON.stringify(list), '2024-03-01', '2024-03-31')).toEqual({ ok: true, value: [{ id: 5, date: '2024-03-01' }] });
  });
  it.each([
    ['not JSON', '<html>sign in</html>'],
    ['not a list', '{"results":[]}'],
    ['more than an answer holds', JSON.stringify(Array(4000).fill({ id: 1, print_date: '2024-03-01' }))],
  ])('refuses a body that is %s', (_, text) => {
    expect(parseArchive(text, '2024-03-01', '2024-03-31').ok).toBe(false);
  });
  it('cuts a range into windows of 31 days', () => {
    expect(windowEnd('2024-01-01', '2024-12-31')).toBe('2024-01-31');
    expect(windowEnd('2024-12-20', '2024-12-31')).toBe('2024-12-31');
  });
});

describe('the saved states and statistics', () => {
  it('reads every game of the days asked as the page saves them, and the legacyStats figures', () => {
    const r = parseStates(JSON.stringify(body()), asked);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.player).toBe(String(ACCOUNT_USER));
    const expected = days.map((d) => ({ d, g: accountGame(d) })).filter((x) => x.g !== null);
    expect(r.value.games).toEqual(expected.map(({ d, g }) => ({ player: String(ACCOUNT_USER), date: d, words: g!.words, status: g!.won ? 'won' : 'lost', hardMode: g!.hard, ...(g!.archive ? { archive: true } : {}) })));
    // legacyStats, not calculatedStats (current 3) nor totalStats (450 played, archive games too).
    expect(r.value.figures).toEqual({ played: 412, winPct: 97, current: 300, max: 301, guesses: [1, 30, 140, 150, 60, 19] });
    expect(r.value.unread).toBe(0);
  });

  it('leaves out and counts a malformed state, a state of a puzzle not asked, of another day, of another player', () => {
    const b = body();
    const good = b.states.length;
    b.states[0] = { ...b.states[0], game_data: { ...(b.states[0].game_data as object), boardState: ['crane', '', 'moist'] } };
    b.states.push({ ...b.states[1], puzzle_id: '99999' });
    b.states.push({ ...b.states[1], print_date: '2026-12-07' });
    b.states.push({ ...b.states[1], user_id: 1 });
    const r = parseStates(JSON.stringify(b), asked);
    expect(r.ok && r.value.games.length).toBe(good - 1);
    expect(r.ok && r.value.unread).toBe(4);
  });

  it.each([
    ['a WIN with no word', { boardState: ['', '', '', '', '', ''], status: 'WIN', hardMode: false }],
    ['a FAIL in five rows', { boardState: ['crane', 'moist', 'bulky', 'fjord', 'whelp', ''], status: 'FAIL', hardMode: false }],
    ['an unknown status', { boardState: ['crane', '', '', '', '', ''], status: 'LOST', hardMode: false }],
    ['hard mode not a boolean', { boardState: ['crane', '', '', '', '', ''], status: 'IN_PROGRESS', hardMode: 'yes' }],
    ['capital letters', { boardState: ['CRANE', '', '', '', '', ''], status: 'IN_PROGRESS', hardMode: false }],
  ])('a state with %s is not a game', (_, game_data) => {
    const b = body();
    b.states = [{ ...b.states[0], game_data }];
    const r = parseStates(JSON.stringify(b), asked);
    expect(r.ok && r.value.games).toEqual([]);
    expect(r.ok && r.value.unread).toBe(1);
  });

  it('gives no figures when legacyStats disagree with themselves', () => {
    const b = body() as unknown as { player: { stats: { wordle: { legacyStats: Record<string, unknown> } } } };
    b.player.stats.wordle.legacyStats.gamesWon = 399;
    const r = parseStates(JSON.stringify(b), asked);
    expect(r.ok && r.value.figures).toBeNull();
  });

  it.each([
    ['not JSON', 'Forbidden'],
    ['no states', JSON.stringify({ user_id: 1 })],
    ['no player', JSON.stringify({ states: [] })],
    ['larger than the limit', JSON.stringify({ user_id: 1, states: [], pad: 'x'.repeat(MAX_STATES_BYTES) })],
  ])('refuses a body with %s, keeping nothing of it', (_, text) => {
    expect(parseStates(text, asked).ok).toBe(false);
  });
});

describe('the record of the bringing-in', () => {
  it('reads a stored record field by field, anything bent as none', () => {
    const run = { state: 'running', from: '2021-06-19', until: '2026-12-06', games: 3, unread: 0, error: null };
    expect(parseHistory({ through: '2022-01-01', run })).toEqual({ through: '2022-01-01', run });
    expect(parseHistory({ through: 'yesterday', run: { ...run, state: 'paused' } })).toEqual({ through: null, run: null });
    expect(runProgress({ ...run, state: 'running' }, '2021-06-19')).toBeGreaterThan(0);
    expect(runProgress({ ...run, state: 'running' }, null)).toBe(0);
  });
});
