// "Your record" in the panel, over four years of kept games: the sample of 2022-2023 (mock-games.ts)
// and hand-made 2024-2026 whose figures are known here: a year with a loss in hard mode, a run of
// 171 won days, an archive win the day after it, a pasted grid and a day played elsewhere.
import { fireEvent, render, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { dateText, monthText } from '../../src/panel/format';
import { sampleGames, storedGames } from '../../src/panel/mock-games';
import { ELSEWHERE_PLAYER, marksOf, SHARED_PLAYER } from '../../src/shared/games';
import { NYT_STATS_KEY, type NytStats } from '../../src/shared/nyt-stats';
import { StreaksTable } from '../../src/panel/components/RecordTables';
import { renderPanel } from './render-panel';
import { g, lost, won2, wordsOf } from './record-games';

const unanalysed = { skill: undefined, luck: undefined, extra: undefined, noAnalysis: 'answer-unknown' as const };
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => dateOfDay(dayNumber(from) + i));

const y2024 = [...days('2024-03-01', 10).map((d) => g(d)), g('2024-03-11', { words: wordsOf(lost), marks: marksOf(lost), won: false, best: undefined, hard: true, skill: 60, luck: -1 })];
/**
 * 171 days won in a row: SLATE in two on even days of the year (luckier than expected), CRANE in
 * three on odd ones (less lucky every other one, else as expected); every tenth not analysed.
 */
const run2025 = days('2025-01-01', 171).map((d, i) =>
  g(d, { ...(i % 2 === 0 ? { words: wordsOf(won2), marks: marksOf(won2), skill: 100, luck: 2 } : { luck: i % 4 === 1 ? -1 : 0.1 }), ...(i % 10 === 9 ? unanalysed : {}) }),
);
const y2025 = [...run2025, g('2025-06-21', { archive: true }), g('2025-06-22')];
const y2026 = [
  g('2026-11-29', { player: SHARED_PLAYER, words: '', from: 'shared', ...unanalysed, best: undefined, hints: undefined }),
  g('2026-11-30'),
  g('2026-12-01'),
  g('2026-12-02', { player: ELSEWHERE_PLAYER, words: '', marks: null, from: 'elsewhere', ...unanalysed, best: undefined, hints: undefined, guesses: 4 }),
];
const games = [...sampleGames(700, '2022-01-01'), ...y2024, ...y2025, ...y2026];
const read: NytStats = { player: '70512233', source: 'dialog', readOn: '2026-12-02', through: '2026-12-02', played: 1900, winPct: 97, current: 300, max: 301, guesses: [3, 120, 700, 650, 290, 81] };

async function openRecord() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T09:00:00'));
  try {
    const r = await renderPanel({ games: { ...storedGames(games), [NYT_STATS_KEY]: { reads: [read], unread: null } } });
    fireEvent.click(r.getByTestId('your-games-mode'));
    await waitFor(() => r.getByTestId('your-record') && r.getByTestId('nyt-figures'));
    return r;
  } finally {
    vi.useRealTimers();
  }
}
type R = Awaited<ReturnType<typeof openRecord>>;
const show = (r: R, view: string) => fireEvent.change(r.getByTestId('record-view'), { target: { value: view } });
const rows = (r: R, id: string) => r.getAllByTestId(id).map((e) => ({ ...e.dataset }));

describe('"Your record"', () => {
  it('by month: newest first, a year at a time, games, wins, and skill and luck over the analysed games, saying how many', async () => {
    const r = await openRecord();
    expect(r.getByTestId('your-record').dataset.view).toBe('months');
    const months = rows(r, 'record-month');
    expect(months).toHaveLength(12);
    // Nov 2026: the pasted grid (29th) and the 30th; Dec: the 1st and the day played elsewhere.
    expect(months[0]).toMatchObject({ month: '2026-12', games: '2', won: '2', skill: '90.0', analysed: '1' });
    expect(months[1]).toMatchObject({ month: '2026-11', games: '2', analysed: '1' });
    expect(months[2]).toMatchObject({ month: '2025-06', games: '22', won: '22' });
    // January 2025: 31 days, SLATE (skill 100, luckier) on 16 of them, every tenth day not analysed (days 10, 20, 30: CRANE);
    // of the 12 CRANE days analysed, 6 less lucky (days 2, 6, 14, 18, 22, 26) and 6 as expected.
    const jan = months.find((m) => m.month === '2025-01')!;
    expect(jan).toMatchObject({ games: '31', won: '31', analysed: '28', skill: ((16 * 100 + 12 * 90) / 28).toFixed(1), lucky: '16', unlucky: '6' });
    const janRow = r.getAllByTestId('record-month').find((e) => e.dataset.month === '2025-01')!;
    expect(janRow.textContent).toContain(monthText('2025-01'));
    expect(janRow.textContent).toContain('28 of 31');
    const janLuck = janRow.querySelectorAll('td')[3];
    expect(janLuck.textContent).toBe('57%');
    expect(janLuck.title).toBe('Of the games analysed: 16 of 28 luckier than expected, 6 less lucky');
    expect(r.getByTestId('record-months').querySelector('thead')!.textContent).toContain('Luckier');
    fireEvent.click(r.getByTestId('record-months-more'));
    expect(r.getAllByTestId('record-month')).toHaveLength(24);
    // Every game counts here, the archive win too (it stays out of the streaks alone).
    const analysed = games.filter((x) => x.skill !== undefined).length;
    expect(r.getByTestId('your-record').textContent).toContain(`Skill and luck from ${analysed} of ${games.length} games`);
  });

  it("by year: the distribution of each year, and the NYT's as read, saying which is which", async () => {
    const r = await openRecord();
    show(r, 'years');
    const years = rows(r, 'record-year');
    expect(years.map((y) => y.year)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    expect(years[2]).toMatchObject({ columns: '0,0,10,0,0,0,1', games: '11' });
    expect(years[1]).toMatchObject({ columns: `0,86,87,0,0,0,0`, games: '173' });
    // 2026: grid in 3, 3, 3, and the day won elsewhere in 4.
    expect(years[0]).toMatchObject({ columns: '0,0,3,1,0,0,0', games: '4' });
    const sample2022 = games.filter((x) => x.date.startsWith('2022'));
    expect(Number(years[4].games)).toBe(sample2022.length);
    expect(years[4].columns!.split(',').map(Number)[6]).toBe(sample2022.filter((x) => !x.won).length);
    expect(r.getByTestId('record-nyt').dataset).toMatchObject({ columns: '3,120,700,650,290,81,56', games: '1900' });
    expect(r.getByTestId('your-record').textContent).toContain(`NYT: the NYT's own distribution, read on ${dateText('2026-12-02')}: every year that player played on the NYT`);
  });

  it('openers: each first word with games, share won, guesses to win and skill; the rest counted', async () => {
    const r = await openRecord();
    show(r, 'openers');
    const openers = rows(r, 'record-opener');
    expect(openers.length).toBeLessThanOrEqual(10);
    const counts = openers.map((o) => Number(o.games));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const slate = games.filter((x) => x.words.startsWith('slate'));
    expect(openers.find((o) => o.word === 'slate')).toMatchObject({ games: String(slate.length), won: String(slate.filter((x) => x.won).length) });
    const slateRow = r.getAllByTestId('record-opener').find((e) => e.dataset.word === 'slate')!;
    expect(slateRow.textContent).toMatch(/^SLATE/);
    expect(r.getByTestId('your-record').textContent).toContain('2 games kept without their words');
  });

  it('hard against normal mode', async () => {
    const r = await openRecord();
    show(r, 'modes');
    const [hard, normal] = rows(r, 'record-mode');
    // No day is kept twice here: every game counts, in its mode.
    expect(hard).toMatchObject({ mode: 'hard', games: String(games.filter((x) => x.hard).length) });
    expect(normal).toMatchObject({ mode: 'normal', games: String(games.filter((x) => !x.hard).length) });
    expect(Number(hard.won)).toBe(games.filter((x) => x.hard && x.won).length);
    // How many games the skill is from: in the note, and each row's in its cell's title.
    expect(r.getByTestId('your-record').textContent).toContain(`skill from ${games.filter((x) => x.skill !== undefined).length} of ${games.length} games`);
    const normalSkill = r.getAllByTestId('record-mode')[1].querySelectorAll('td')[3];
    expect(normalSkill.title).toBe(`Skill and luck from ${normal.analysed} of ${normal.games} games`);
    expect(hard.skill).toBe((games.filter((x) => x.hard).reduce((a, x) => a + x.skill!, 0) / games.filter((x) => x.hard).length).toFixed(1));
  });

  it('the longest streaks with their dates: the archive win ends no run and joins none', async () => {
    const r = await openRecord();
    show(r, 'streaks');
    const streaks = rows(r, 'record-streak');
    expect(streaks[0]).toMatchObject({ start: '2025-01-01', end: '2025-06-20', days: '171' });
    expect(r.getAllByTestId('record-streak')[0].textContent).toBe(`171 days${dateText('2025-01-01')} – ${dateText('2025-06-20')}`);
    expect(streaks.length).toBeLessThanOrEqual(5);
    expect(streaks.every((s) => s.start! > '2025-06-21' || s.end! < '2025-06-21')).toBe(true);
    expect(r.getByTestId('your-record').textContent).toContain("The NYT's own max streak, read on 2 Dec 2026: 301");
  });

  it('says which streak still goes on, in its dates cell, and no other', () => {
    const r = render(
      <StreaksTable
        streaks={[
          { start: '2025-01-01', end: '2025-06-20', days: 171, going: false },
          { start: '2026-11-29', end: '2026-12-02', days: 4, going: true },
          { start: '2026-11-20', end: '2026-11-20', days: 1, going: false },
        ]}
        nyt={null}
      />,
    );
    const cells = r.getAllByTestId('record-streak').map((e) => e.querySelector('td')!.textContent);
    expect(cells).toEqual([`${dateText('2025-01-01')} – ${dateText('2025-06-20')}`, `${dateText('2026-11-29')} – ${dateText('2026-12-02')}, still going`, dateText('2026-11-20')]);
    expect(r.getAllByTestId('record-streak').map((e) => e.dataset.going ?? null)).toEqual([null, 'true', null]);
  });

  it('says luck in plain words: no figure, title or note of any view speaks of bits (issue 51, item 4)', async () => {
    const r = await openRecord();
    for (const view of ['months', 'years', 'openers', 'modes', 'streaks']) {
      show(r, view);
      const section = r.getByTestId('your-record');
      expect(section.dataset.view).toBe(view);
      const said = [section.textContent ?? '', ...[...section.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? '')];
      expect(said.filter((x) => /\bbits?\b/i.test(x)), view).toEqual([]);
    }
  });

  it('keeps the figure picked when a game is opened and closed again', async () => {
    const r = await openRecord();
    show(r, 'openers');
    fireEvent.click(r.getAllByTestId('kept-game')[0]);
    await waitFor(() => r.getByTestId('game-detail'));
    fireEvent.click(r.getByText('Back to your games', { exact: false }));
    await waitFor(() => r.getByTestId('your-record'));
    expect(r.getByTestId('your-record').dataset.view).toBe('openers');
  });
});
