// Pasted chats hold other people's results: each export's lines are read with their sender and
// day (chat-lines.ts cites a capture of each), only the senders the player names are kept, a
// result posted days after its puzzle is an archive game, and no paste can throw.
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { parseGame } from '../../src/shared/games';
import { keptGrids, parseSharedGrids, readSharedGrids } from '../../src/shared/shared-grids';
import { puzzleNumber } from '../../src/shared/share-text';
import { streakOf } from '../../src/shared/streak';

const TODAY = '2026-12-03';
const day = (offset: number) => dateOfDay(dayNumber(TODAY) + offset);
/** A won share block of `date`'s puzzle in three rows (the header first, its squares below). */
const block = (date: string) => [`Wordle ${puzzleNumber(date).toLocaleString('en-US')} 3/6`, '', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩'];
const y = (date: string) => date.slice(0, 4);
const m = (date: string) => date.slice(5, 7);
const d = (date: string) => date.slice(8, 10);

/** Each export's message: sender, the day it was posted, and the message's lines, as the export writes them. */
const EXPORTS: Record<string, (sender: string, posted: string, body: string[]) => string[]> = {
  'WhatsApp Android': (s, p, [first, ...rest]) => [`${d(p)}/${m(p)}/${y(p)}, 08:15 - ${s}: ${first}`, ...rest],
  'WhatsApp Android, US': (s, p, [first, ...rest]) => [`${Number(m(p))}/${Number(d(p))}/${y(p).slice(2)}, 8:15\u202fAM - ${s}: ${first}`, ...rest],
  'WhatsApp iPhone': (s, p, [first, ...rest]) => [`\u200e[${d(p)}/${m(p)}/${y(p)}, 08:15:03] ${s}: ${first}`, ...rest],
  'WhatsApp iPhone, US': (s, p, [first, ...rest]) => [`[${Number(m(p))}/${Number(d(p))}/${y(p).slice(2)}, 8:15:03\u202fPM] ~\u202f${s}: ${first}`, ...rest],
  'Signal (signal-export)': (s, p, [first, ...rest]) => [`[${p} 08:15:03] ${s}: ${first}`, ...rest],
  'Telegram Desktop': (s, p, body) => [`${s}, [${d(p)}.${m(p)}.${y(p)} 08:15]`, ...body],
  'Discord (DiscordChatExporter)': (s, p, body) => [`[${Number(m(p))}/${Number(d(p))}/${y(p)} 8:15 AM] ${s}`, ...body, ''],
  'iMessage (imessage-exporter)': (s, p, body) => [`${new Date(`${p}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${d(p)}, ${y(p)}  8:15:03 AM`, s, ...body, ''],
  'plain "Name: " lines': (s, _p, [first, ...rest]) => [`${s}: ${first}`, ...rest],
};

/** A chat between the player (Me) and Ann: Ann posts every day of the week before today, Me only every other day. */
function twoPersonChat(line: (sender: string, posted: string, body: string[]) => string[]): string {
  const out: string[] = [...line('Ann', day(-7), ['morning all'])];
  for (let i = -7; i <= -1; i++) {
    if (i % 2 !== 0) out.push(...line('Me', day(i), block(day(i))));
    out.push(...line('Ann', day(i), block(day(i))), ...line('Ann', day(i), ['nice one']));
  }
  return out.join('\n');
}

describe('chat exports: whose results', () => {
  it.each(Object.entries(EXPORTS))('%s: lists each sender with their results, and keeps only the player\'s', (_name, line) => {
    const read = readSharedGrids(twoPersonChat(line), 'nyt', TODAY);
    expect(read.senders).toEqual([{ name: 'Ann', results: 7 }, { name: 'Me', results: 4 }]);
    const mine = keptGrids(read, (s) => s === 'Me');
    expect(mine.problems).toEqual([]);
    expect(mine.games.map((g) => g.date)).toEqual([day(-7), day(-5), day(-3), day(-1)]);
    // Posted on their own day: daily games.
    expect(mine.games.every((g) => g.archive === undefined)).toBe(true);
    for (const g of mine.games) expect(parseGame(g)).toEqual(g);
  });

  it("a friend's results never fill the player's missed days: the streak does not move", () => {
    // The player's own kept games: won on the days they posted, nothing on the others.
    const own = [day(-7), day(-5), day(-3), day(-1)].map((date) => ({ date, player: 'ANON', marks: null, won: true, from: 'played' as const }));
    const before = streakOf(own, TODAY);
    for (const line of Object.values(EXPORTS)) {
      const read = readSharedGrids(twoPersonChat(line), 'nyt', TODAY);
      expect(streakOf([...own, ...keptGrids(read, (s) => s === 'Me').games], TODAY)).toEqual(before);
      // The attack itself: every block taken as the player's bridges the missed days.
      expect(streakOf(keptGrids(read, () => true).games, TODAY).current).toBe(7);
    }
    expect(before).toEqual({ current: 1, best: 1, today: 'open' });
  });

  it('text with no sender is the player\'s, and asks nothing', () => {
    const read = readSharedGrids([...block(day(-2)), 'what a day', ...block(day(-1))].join('\n'), 'nyt', TODAY);
    expect(read.senders).toEqual([]);
    expect(keptGrids(read, () => false).games.map((g) => g.date)).toEqual([day(-2), day(-1)]);
  });

  it('blocks no chat line names are listed apart, so the player can say whether they are theirs', () => {
    const text = ['Ann: ' + block(day(-2))[0], ...block(day(-2)).slice(1), ...block(day(-1))].join('\n');
    const read = readSharedGrids(text, 'nyt', TODAY);
    expect(read.senders).toEqual([{ name: 'Ann', results: 1 }, { name: null, results: 1 }]);
    expect(keptGrids(read, (s) => s === null).games.map((g) => g.date)).toEqual([day(-1)]);
  });
});

describe('late posts', () => {
  it.each(Object.entries(EXPORTS).filter(([name]) => !name.startsWith('plain')))('%s: a result posted two days or more after its puzzle is an archive game, never in the streak', (_name, line) => {
    const text = [
      ...line('Me', day(-3), block(day(-3))), // on its day
      ...line('Me', day(-1), block(day(-2))), // the next day: time zones make that ordinary
      ...line('Me', day(-1), block(day(-10))), // nine days late
      ...line('Me', day(-1), block(day(-3))), // day -3 again, late: the daily one stands
    ].join('\n');
    const { games, duplicates } = parseSharedGrids(text, 'nyt', TODAY);
    expect(games.map((g) => [g.date, g.archive ?? false])).toEqual([
      [day(-3), false],
      [day(-2), false],
      [day(-10), true],
    ]);
    expect(duplicates).toBe(1);
    expect(streakOf(games, TODAY).best).toBe(2);
  });

  it('tells day-first dates from month-first ones by the puzzles posted on them', () => {
    // 02/12/2026 is 2 December day first, 12 February month first (before the puzzle existed).
    const dayFirst = ['02/12/2026, 09:00 - Me: ' + block('2026-12-02')[0], ...block('2026-12-02').slice(1), '01/12/2026, 09:00 - Me: ' + block('2026-11-20')[0], ...block('2026-11-20').slice(1)].join('\n');
    expect(parseSharedGrids(dayFirst, 'nyt', TODAY).games.map((g) => [g.date, g.archive ?? false])).toEqual([
      ['2026-12-02', false],
      ['2026-11-20', true],
    ]);
    // 2/12/26 is 12 February month first, the day of its puzzle (a daily game), and 2 December day
    // first (an archive game); 3/1/26 is 1 March month first, nine days after its puzzle (an
    // archive game), and 3 January day first, before it.
    const monthFirst = [
      '2/12/26, 9:00 AM - Me: ' + block('2026-02-12')[0],
      ...block('2026-02-12').slice(1),
      '3/1/26, 9:00 AM - Me: ' + block('2026-02-20')[0],
      ...block('2026-02-20').slice(1),
    ].join('\n');
    expect(parseSharedGrids(monthFirst, 'nyt', TODAY).games.map((g) => [g.date, g.archive ?? false])).toEqual([
      ['2026-02-12', false],
      ['2026-02-20', true],
    ]);
  });
});

describe('no paste throws', () => {
  it('a puzzle number beyond today\'s is a named problem, and the rest is kept', () => {
    const text = ['Wordle 123456789 3/6', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩', `Wordle ${'9'.repeat(400)} 1/6`, '🟩🟩🟩🟩🟩', ...block(day(-1))].join('\n');
    const parsed = parseSharedGrids(text, 'nyt', TODAY);
    expect(parsed.problems).toEqual([{ line: 1, reason: 'future' }, { line: 5, reason: 'future' }]);
    expect(parsed.games.map((g) => g.date)).toEqual([day(-1)]);
  });

  it('1 MB of random lines (chat prefixes, headers with huge numbers, squares, noise) never throws, and what it keeps is valid', () => {
    let seed = 41;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const pick = <T,>(xs: readonly T[]) => xs[rand(xs.length)];
    const numbers = ['0', '1', '1,992', '1,993', '1.500', '1 234', '99999999999999999999', '123456789', '00', '1,99', String(rand(3000))];
    const parts = [
      () => `Wordle ${pick(numbers)} ${pick(['1', '2', '3', '6', 'X', 'x', '7', '0'])}/6${pick(['', '*'])}`,
      () => [...Array(rand(7))].map(() => pick(['🟩', '🟨', '⬛', '⬜', '🟧', '🟦', '\ufe0f', ' '])).join(''),
      () => `${rand(40)}/${rand(40)}/${rand(3000)}, ${rand(30)}:${rand(70)} - ${pick(['Ann', 'Me', '', '~\u202fBo', ':'])}: ${pick(['Wordle 1,990 2/6', 'hi', ''])}`,
      () => `[${rand(40)}.${rand(40)}.${rand(100)}, ${rand(30)}:${rand(70)}:${rand(70)}] ${pick(['Ann', 'Me'])}: x`,
      () => `${pick(['Me', 'Ann', ''])}, [${rand(40)}.${rand(40)}.${rand(9999)} ${rand(30)}:${rand(70)}]`,
      () => `${pick(['Feb', 'Foo', 'Dec'])} ${rand(40)}, ${rand(9999)}  ${rand(13)}:${rand(60)}:${rand(60)} PM`,
      () => String.fromCodePoint(...[...Array(rand(30))].map(() => rand(0x2ffff))).replace(/[\ud800-\udfff]/g, ''),
      () => '',
    ];
    const lines: string[] = [];
    let size = 0;
    while (size < 1_000_000) {
      const l = pick(parts)();
      lines.push(l);
      size += l.length + 1;
    }
    const text = lines.join('\n');
    const read = readSharedGrids(text, 'nyt', TODAY);
    const kept = keptGrids(read, () => true);
    expect(read.blocks.length).toBeGreaterThan(1000);
    for (const g of kept.games) {
      expect(parseGame(g)).toEqual(g);
      expect(g.date <= TODAY).toBe(true);
    }
  });
});
