// Real export syntaxes: each file in fixtures/chats is one conversation of three people written as
// one app writes its export (each file's first lines cite the public capture it imitates and list
// every sender's results). Whoever the player is among them, exactly their results are kept.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatReader } from '../../src/shared/chat-lines';
import { keptGrids, readSharedGrids } from '../../src/shared/shared-grids';
import { groupThousands, puzzleNumber } from '../../src/shared/share-text';

const TODAY = '2026-12-03';
const DIR = resolve(import.meta.dirname, 'fixtures/chats');

interface Fixture {
  file: string;
  chat: string;
  /** Each sender's results as the file lists them: "1,001", or "993 archive" for a late post. */
  results: Map<string, string[]>;
}

function fixture(file: string): Fixture {
  const text = readFileSync(resolve(DIR, file), 'utf8');
  const cut = text.indexOf('\n---\n');
  const results = new Map<string, string[]>();
  for (const m of text.slice(0, cut).matchAll(/^# results ("[^\n]*"): ([^\n]*)$/gm)) results.set(JSON.parse(m[1]) as string, m[2].split('; '));
  return { file, chat: text.slice(cut + 5), results };
}

const FIXTURES = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map(fixture);

describe('chat exports as their apps write them', () => {
  it('the corpus holds every app and syntax, each citing its capture', () => {
    expect(FIXTURES.map((f) => f.file)).toEqual([
      'discord-chat-exporter.txt',
      'imessage-exporter.txt',
      'signal-export.txt',
      'telegram-desktop.txt',
      'whatsapp-android-en-gb.txt',
      'whatsapp-android-en-us.txt',
      'whatsapp-android-es.txt',
      'whatsapp-android-fi.txt',
      'whatsapp-android-ymd-12h.txt',
      'whatsapp-dots-colon.txt',
      'whatsapp-iphone-de.txt',
      'whatsapp-iphone-en-gb.txt',
      'whatsapp-iphone-en-us.txt',
      'whatsapp-spaced-dots.txt',
    ]);
    for (const f of FIXTURES) {
      expect(readFileSync(resolve(DIR, f.file), 'utf8')).toMatch(/^# .+\n# Imitates: \S+\/\S+ /);
      expect(f.results.size).toBe(3);
    }
  });

  it.each(FIXTURES.map((f) => [f.file, f] as const))('%s: every sender is read with their results, no line of the app\'s own among them', (_file, f) => {
    const read = readSharedGrids(f.chat, 'nyt', TODAY);
    expect(read.unreadLine).toBeNull();
    expect(new Map(read.senders.map((s) => [s.name, s.results]))).toEqual(new Map([...f.results].map(([name, r]) => [name, r.length])));
  });

  it.each(FIXTURES.map((f) => [f.file, f] as const))('%s: whichever sender is the player, exactly their results are kept, late posts as archive games', (_file, f) => {
    const read = readSharedGrids(f.chat, 'nyt', TODAY);
    for (const [name, results] of f.results) {
      const kept = keptGrids(read, (s) => s === name);
      expect(kept.problems).toEqual([]);
      expect(kept.games.map((g) => `${groupThousands(puzzleNumber(g.date))}${g.archive ? ' archive' : ''}`)).toEqual(results);
    }
  });
});

describe('chat lines as the issue found them', () => {
  it.each([
    ['17.6.2024 klo 9.12 - Äiti: Wordle 1,094 3/6', 'Äiti', { kind: 'either', y: 2024, a: 17, b: 6 }],
    ['25.09.23 09.12.00: Mum: Wordle 828 3/6', 'Mum', { kind: 'either', y: 2023, a: 25, b: 9 }],
    ['[25.09.23, 09:12:00] Mum: Wordle 828 3/6', 'Mum', { kind: 'either', y: 2023, a: 25, b: 9 }],
    ['14. 10. 2024. 09:12:00 Mama: Wordle 1,213 3/6', 'Mama', { kind: 'either', y: 2024, a: 14, b: 10 }],
    ['13/03/2024, 09:12 - Mum :): Wordle 998 3/6', 'Mum :)', { kind: 'either', y: 2024, a: 13, b: 3 }],
    ['13/03/2024, 09:12 - Jo [uni]: Wordle 998 3/6', 'Jo [uni]', { kind: 'either', y: 2024, a: 13, b: 3 }],
    ['[13/03/2024, 09:12:00] Mum :): Wordle 1,368 3/6', 'Mum :)', { kind: 'either', y: 2024, a: 13, b: 3 }],
    ['\u200e[3/13/24, 9:12:00\u202fAM] ~\u202fBo: hi', 'Bo', { kind: 'either', y: 2024, a: 3, b: 13 }],
  ])('%s: sent by %s', (line, sender, posted) => {
    expect(chatReader().line(line, 1)).toEqual({ sender, posted, unreadFrom: null });
  });

  it.each([
    '13/03/2024, 09:12 - X changed the group name to "Wordle: daily"',
    '\u200e[13/03/2024, 09:12:00] X changed the group name to “Wordle: daily”',
    '06/03/2017, 00:45 - You created group "Test"',
    '2016-04-15, 3:04 PM - You created group “Sample Group”',
  ])('%s: a line the app writes, no one\'s', (line) => {
    const reader = chatReader();
    expect(reader.line(line, 1)).toMatchObject({ sender: null, unreadFrom: 1 });
    expect(reader.isChat()).toBe(true);
  });

  // iOS writes a left-to-right mark between the message and its edit marker; Android writes a space.
  it.each([
    ['Android', ' '],
    ['iOS', ' \u200e'],
    ['iOS, right-to-left', ' \u200f'],
  ])('a grid edited on %s keeps its last row and its sender', (_os, before) => {
    const chat = ['[13/03/2024, 09:12:00] Mum: Wordle 998 3/6', '', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', `🟩🟩🟩🟩🟩${before}<This message was edited>`].join('\n');
    const read = readSharedGrids(chat, 'nyt', TODAY);
    expect(read.senders).toEqual([{ name: 'Mum', results: 1 }]);
    const kept = keptGrids(read, (s) => s === 'Mum');
    expect(kept.problems).toEqual([]);
    expect(kept.games.map((g) => puzzleNumber(g.date))).toEqual([998]);
  });
});

describe('a chat whose senders cannot be read', () => {
  // Dated like an export, but in no syntax a reader knows: whose each result is cannot be told.
  const rows = ['⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩'];
  const text = ['17/06/2024 | 09:12 | Äiti | Wordle 1,094 3/6', ...rows, '17/06/2024 | 09:30 | Me | Wordle 1,094 3/6', '⬜🟨⬜⬜⬜', '⬜🟩🟩🟩🟩', '🟩🟩🟩🟩🟩'].join('\n');

  it('is never taken as the player\'s alone: its results are listed under no name, with the line that could not be read', () => {
    const read = readSharedGrids(text, 'nyt', TODAY);
    expect(read.senders).toEqual([{ name: null, results: 2 }]);
    expect(read.unreadLine).toBe(1);
    expect(keptGrids(read, (s) => s !== null).games).toEqual([]);
  });

  it('text with no chat line at all is still the player\'s without asking', () => {
    const read = readSharedGrids(['Wordle 1,094 3/6', ...rows].join('\n'), 'nyt', TODAY);
    expect(read.senders).toEqual([]);
    expect(read.unreadLine).toBeNull();
  });
});
