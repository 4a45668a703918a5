// Which addresses are a Wordle game: daily and archive games with and without the trailing
// slash, the archive listing, custom puzzles; nothing else.
import { describe, expect, it } from 'vitest';
import { isWordleUrl, wordlePage } from '../../src/shared/wordle-url';

describe('wordlePage', () => {
  it.each([
    ['https://www.nytimes.com/games/wordle/index.html', { kind: 'daily' }],
    ['https://www.nytimes.com/games/wordle/index.html?x=1#stats', { kind: 'daily' }],
    ['https://www.nytimes.com/games/wordle', { kind: 'daily' }],
    ['https://www.nytimes.com/games/wordle/', { kind: 'daily' }],
    ['https://www.nytimes.com/games/wordle/2024-01-14', { kind: 'archive', date: '2024-01-14' }],
    ['https://www.nytimes.com/games/wordle/2024-01-14/', { kind: 'archive', date: '2024-01-14' }],
    ['https://www.nytimes.com/games/wordle/archive', { kind: 'archive-listing' }],
    ['https://www.nytimes.com/games/create/wordle/ZN5WYMIKAgaZghlL', { kind: 'custom' }],
  ])('%s', (url, page) => expect(wordlePage(url)).toEqual(page));

  it.each([
    'http://www.nytimes.com/games/wordle/index.html',
    'https://www.nytimes.com.evil.example/games/wordle/index.html',
    'https://evil.example/games/wordle/index.html',
    'https://www.nytimes.com/games/wordlebot',
    'https://www.nytimes.com/games/wordle/2024-1-14',
    'https://www.nytimes.com/crosswords',
    'not a url',
    undefined,
  ])('%s is not a Wordle game', (url) => expect(isWordleUrl(url)).toBe(false));
});
