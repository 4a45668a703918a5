// The practice page's own rules against the solver's (src/core), and serve.ts's URL mapping.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { score } from './colours';
import { hardModeError, scoreGuess } from '../practice/game.js';
import { practiceDayAnswer, practiceResponse } from '../practice/serve';
import { parseDayFile } from '../../src/core/past-answers';
import { rng as draw } from './drive';

const answers = readFileSync('data/answers-nyt-3158.txt', 'utf8').split('\n').filter(Boolean);
const allowed = readFileSync('data/allowed-nyt-14855.txt', 'utf8').split('\n').filter(Boolean);

describe('practice colouring = src/core colouring', () => {
  test('on the 76,607 published test vectors (answer,guess,result)', () => {
    const lines = readFileSync('test/fixtures/feedback-vectors.txt', 'utf8').split('\n').filter(Boolean);
    const code = { c: 'correct', m: 'present', w: 'absent' } as const;
    let checked = 0;
    for (const line of lines) {
      const [answer, guess, result] = line.split(',');
      if (!/^[a-z]{5}$/.test(answer) || !/^[a-z]{5}$/.test(guess) || !/^[cmw]{5}$/.test(result)) continue;
      const expected = result.split('').map((c) => code[c as 'c' | 'm' | 'w']);
      expect(scoreGuess(guess, answer)).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(70_000);
  });

  test('on 20,000 random pairs from the word lists', () => {
    const rand = draw(12345);
    for (let k = 0; k < 20_000; k++) {
      const g = allowed[rand(allowed.length)];
      const a = answers[rand(answers.length)];
      expect(scoreGuess(g, a)).toEqual(score(g, a));
    }
  });
});

describe('practice hard mode = src/core hard mode, with the NYT messages', () => {
  test('messages', () => {
    const g = ['slate'];
    const e = [score('slate', 'crane')];
    expect(hardModeError(g, e, 'crony')).toBe('3rd letter must be A');
    expect(hardModeError(g, e, 'beast')).toBe('5th letter must be E');
    expect(hardModeError(g, e, 'brake')).toBeNull();
    const ab = [score('abbey', 'babes')];
    expect(hardModeError(['abbey'], ab, 'tubes')).toBe('Guess must contain A');
    expect(hardModeError(['abbey'], ab, 'cabes')).toBe("Guess must contain 2 B's");
    expect(hardModeError(['abbey'], ab, 'babes')).toBeNull();
    expect(hardModeError(['abbey'], ab, 'bravo')).toBe('3rd letter must be B');
  });

  test('agrees with isValidHardGuess on 3,000 random boards', () => {
    const rand = draw(99);
    for (let k = 0; k < 3000; k++) {
      const answer = answers[rand(answers.length)];
      const guesses = Array.from({ length: 1 + rand(3) }, () => allowed[rand(allowed.length)]);
      const board = guesses.map((guess) => ({ guess, marks: score(guess, answer) }));
      const next = k % 3 === 0 ? answers[rand(answers.length)] : allowed[rand(allowed.length)];
      const core = isValidHardGuess(board, next);
      const page = hardModeError(guesses, board.map((r) => r.marks), next);
      expect(page).toBe(core.ok ? null : core.reason);
    }
  });
});

describe('serve.ts', () => {
  test('maps the NYT URL to the practice files and the word lists', () => {
    const index = practiceResponse('https://www.nytimes.com/games/wordle/index.html?answer=crane&variant=shadow');
    expect(index).toMatchObject({ status: 200, contentType: expect.stringContaining('text/html') });
    expect(String(index!.body)).toContain('wordle-app-game');
    expect(practiceResponse('https://www.nytimes.com/games/wordle/')?.status).toBe(200);
    // The page at every address the game is played at: no slash, and archive days with or without one.
    for (const u of ['https://www.nytimes.com/games/wordle', 'https://www.nytimes.com/games/wordle/2024-01-14', 'https://www.nytimes.com/games/wordle/2024-01-14/']) {
      expect(String(practiceResponse(u)!.body), u).toContain('<base href="/games/wordle/">');
    }
    expect(practiceResponse('https://www.nytimes.com/games/wordle/practice.js')?.contentType).toContain('javascript');
    expect(practiceResponse('https://www.nytimes.com/games/wordle/practice.css')?.contentType).toContain('css');
    const words = practiceResponse('https://www.nytimes.com/games/wordle/words.txt');
    expect(String(words!.body).split('\n').filter(Boolean)).toHaveLength(14855);
    const ans = practiceResponse('https://www.nytimes.com/games/wordle/answers.txt');
    expect(String(ans!.body).split('\n').filter(Boolean)).toHaveLength(3158);
  });

  test("answers the NYT's per-day file for any date, in the shape the extension checks", () => {
    const r = practiceResponse('https://www.nytimes.com/svc/wordle/v2/2026-09-01.json');
    expect(r).toMatchObject({ status: 200, contentType: expect.stringContaining('application/json') });
    expect(parseDayFile('2026-09-01', String(r!.body))).toMatchObject({ ok: true, answer: { date: '2026-09-01', word: practiceDayAnswer('2026-09-01'), puzzle: 1900 } });
    expect(practiceResponse('https://www.nytimes.com/svc/wordle/v2/2026-02-30.json')?.status).toBe(404);
  });

  test('unknown files there are 404; other URLs and path tricks are null or 404', () => {
    expect(practiceResponse('https://www.nytimes.com/games/wordle/nope.js')?.status).toBe(404);
    expect(practiceResponse('https://www.nytimes.com/games/wordle/../../etc/passwd')).toBeNull();
    const sneaky = practiceResponse('https://www.nytimes.com/games/wordle/%2e%2e/serve.ts');
    expect(sneaky === null || sneaky.status === 404).toBe(true);
    expect(practiceResponse('https://www.nytimes.com/games/wordle/serve.ts')?.status).toBe(404);
    expect(practiceResponse('https://www.nytimes.com/games/connections/')).toBeNull();
    expect(practiceResponse('https://example.com/games/wordle/index.html')).toBeNull();
    expect(practiceResponse('not a url')).toBeNull();
  });
});
