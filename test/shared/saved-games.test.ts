// The page's saved games as the background keeps them: untrusted records checked one by one,
// merged without losing what the page forgot, and the answers of the days the player won.
import { describe, expect, it } from 'vitest';
import { learnedAnswers, MAX_SAVED_GAMES, mergeGames, validGames, type SavedGame } from '../../src/shared/saved-games';

const game = (date: string, words: string[], status: SavedGame['status'] = 'won', player = 'ANON'): SavedGame => ({ player, date, words, status, hardMode: false });

describe('saved games', () => {
  it('drops every bad record and keeps the good ones', () => {
    const good = game('2026-11-28', ['crane', 'stave']);
    const bad = [
      null, 1, 'x', {},
      { ...good, player: '../etc' },
      { ...good, date: '2026-02-30' },
      { ...good, words: ['CRANE'] },
      { ...good, words: Array(7).fill('crane') },
      { ...good, status: 'WIN' },
      { ...good, hardMode: 'yes' },
    ];
    expect(validGames([...bad, good])).toEqual([good]);
    expect(validGames('not a list')).toEqual([]);
    expect(validGames(Array(MAX_SAVED_GAMES + 5).fill(good))).toHaveLength(MAX_SAVED_GAMES);
  });

  it('merges without losing a game the page no longer holds; a newer report of the same game wins', () => {
    const kept = [game('2026-11-20', ['crane', 'stave']), game('2026-11-21', ['slate'], 'playing')];
    const reported = [game('2026-11-21', ['slate', 'fight'], 'won'), game('2026-11-22', ['adieu', 'prawn'])];
    expect(mergeGames(kept, reported).map((g) => `${g.date} ${g.words.join(' ')} ${g.status}`)).toEqual([
      '2026-11-22 adieu prawn won',
      '2026-11-21 slate fight won',
      '2026-11-20 crane stave won',
    ]);
    // Two players on one day are two games.
    expect(mergeGames([game('2026-11-20', ['crane'], 'won', '123')], [game('2026-11-20', ['crane'])])).toHaveLength(2);
  });

  it("learns a won game's last word as its day's answer; lost, unfinished and disagreeing days teach nothing", () => {
    const games = [
      game('2026-11-20', ['crane', 'stave']),
      game('2026-11-21', ['crane', 'fight'], 'lost'),
      game('2026-11-22', ['slate'], 'playing'),
      game('2026-11-23', ['prawn'], 'won', '123'),
      game('2026-11-23', ['adieu'], 'won', 'ANON'),
      game('2026-11-19', ['tarse', 'stave'], 'won', '123'),
      game('2026-11-19', ['stave'], 'won', 'ANON'),
    ];
    expect(learnedAnswers(games)).toEqual([
      { date: '2026-11-19', word: 'stave' },
      { date: '2026-11-20', word: 'stave' },
    ]);
  });
});
