import { describe, expect, it } from 'vitest';
import { putGame, readGames } from '../../src/shared/game-store';
import { GameRepository } from '../../src/background/game-repository';
import { boardOf, gameKey, marksOf, parseGame, type GameRecord } from '../../src/shared/games';
import { boardFor } from '../../src/panel/mock-scenarios';
import { board, game } from './game-fixtures';
import { memoryArea } from '../fakes';

describe('a kept game', () => {
  it('round-trips its board', () => {
    expect(boardOf(game())).toEqual(board);
    expect(parseGame(game())).toEqual(game());
  });

  it('is refused field by field when anything is off', () => {
    const bad: [string, Record<string, unknown>][] = [
      ['another schema', { v: 2 }],
      ['no such day', { date: '2026-02-30' }],
      ['a player key with a slash', { player: 'a/b' }],
      ['a word of four letters', { words: 'cranespiltstov' }],
      ['colours not matching the words', { marks: 'ccccc' }],
      ['a colour that is not one', { marks: marksOf(board).replace('a', 'x') }],
      ['won but not ending green', { won: true, marks: marksOf(boardFor(['crane', 'spilt', 'stove'], 'pixel')) }],
      ['lost in three rows', { won: false, marks: marksOf(boardFor(['crane', 'spilt', 'stove'], 'pixel')) }],
      ['skill over 100', { skill: 101 }],
      ['skill without luck', { luck: undefined }],
      ['a best play of 2.5 guesses', { best: 2.5 }],
      ['hint steps for four rows of three', { hints: '1211' }],
      ['an unknown source', { from: 'cloud' }],
      ['an unknown model', { model: 'mine' }],
    ];
    for (const [why, change] of bad) expect(parseGame({ ...game(), ...change }), why).toBeNull();
    expect(parseGame({ ...game(), extraField: 'x' })).toEqual(game());
  });
});

describe('the size of a kept game', () => {
  it('stays under 300 bytes (key and JSON) even for the largest record', () => {
    const six = boardFor(['crane', 'pound', 'bound', 'found', 'hound', 'mound'], 'wound');
    const largest = game({ player: 'A'.repeat(12), words: six.map((r) => r.guess).join(''), marks: marksOf(six), won: false, hard: true, model: 'history', skill: 99.9, luck: -12.34, extra: 10.25, best: 4, hints: '444444' });
    expect(parseGame(largest)).toEqual(largest);
    expect(gameKey(largest).length + JSON.stringify(largest).length).toBeLessThan(300);
  });
});

describe('the games store', () => {
  it('reads every good record and counts, without touching, a bad one', async () => {
    const area = memoryArea();
    await putGame(area, game());
    await putGame(area, game({ date: '2026-11-29' }));
    area.m.set('game/2026-11-28/ANON', { ...game({ date: '2026-11-28' }), skill: 'high' });
    area.m.set('game/2026-11-27/ANON', game({ date: '2026-11-01' })); // under another game's key
    area.m.set('settings', { top: 3 });
    const kept = await readGames(area);
    expect(kept.games.map((g) => g.date)).toEqual(['2026-11-29', '2026-11-30']);
    expect(kept.unreadable).toBe(2);
    expect(area.m.has('game/2026-11-28/ANON')).toBe(true);
  });

  it('adds only games not kept yet, never replacing one (even an unreadable one)', async () => {
    const area = memoryArea();
    await putGame(area, game({ skill: 50 }));
    area.m.set('game/2026-11-28/ANON', 'garbage');
    area.m.set('settings', { top: 3 });
    const added = await new GameRepository(area).importGames([game({ skill: 99 }), game({ date: '2026-11-28' }), game({ date: '2026-11-27' }), game({ date: '2026-11-27' })]);
    expect(added).toBe(1);
    expect((area.m.get(gameKey(game())) as GameRecord).skill).toBe(50);
    expect(area.m.get('game/2026-11-28/ANON')).toBe('garbage');
  });
});
