import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from './run-cli';
import { WORK_RATE, withWorkClock } from '../../src/cli/work-clock';

const list = (file: string) => readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8').trim().split('\n');
const classicAnswers = () => list('answers-nyt-2309.txt');
// SALET bbygb: no S A T, an L but not 3rd, E 4th (a second E would show nothing).
const fitsSaletBbygb = (w: string) => !/[sat]/.test(w) && w.includes('l') && w[2] !== 'l' && w[3] === 'e';
const byOrderOf = (order: string[]) => (a: string, b: string) => order.indexOf(a) - order.indexOf(b);

describe('cli score', () => {
  it('writes the marks of each GUESS ANSWER line, repeated letters included', async () => {
    const r = await runCli(['score'], 'salet crane\nserve verse\n\nEERIE crepe\narray rally\ncrane crane\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('bybyb\nyggyg\nybybg\nyybbg\nggggg\n');
  });

  it('rejects a malformed line with its number, after scoring the lines before it', async () => {
    const r = await runCli(['score'], 'salet crane\nsalet\n');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('bybyb\n');
    expect(r.stderr.trim()).toBe('error: Line 2: "salet" should be two five-letter words, GUESS ANSWER.');
  });
});

describe('cli suggest', () => {
  it('prints the JSON shape of the issue, with g/y/b and emoji rows alike', async () => {
    const args = ['suggest', 'salet=bbygb', '--model', 'classic', '--strategy', 'entropy', '--top', '3', '--json'];
    const letters = await runCli(args);
    expect(letters.stderr).toBe('');
    expect(letters.code).toBe(0);
    const out = JSON.parse(letters.stdout);
    expect(Object.keys(out)).toEqual(['mode', 'model', 'candidates', 'remaining', 'remainingCapped', 'suggestions']);
    expect(out.remainingCapped).toBe(out.remaining.length < out.candidates);
    expect(out.mode).toBe('normal');
    expect(out.model).toBe('classic');
    const fits = fitsSaletBbygb;
    expect(out.remaining).toEqual(classicAnswers().filter(fits).sort(byOrderOf(out.remaining)));
    expect(out.candidates).toBe(classicAnswers().filter(fits).length);
    expect(out.suggestions).toHaveLength(3);
    for (const s of out.suggestions) {
      expect(Object.keys(s)).toEqual(['word', 'expectedGuesses', 'bits', 'expectedRemaining', 'worstCase', 'isCandidate', 'pAnswer', 'lossChance']);
      expect(s.word).toMatch(/^[a-z]{5}$/);
      expect(s.bits).toBeGreaterThan(0);
      expect(s.worstCase).toBeLessThan(out.candidates);
      expect(s.pAnswer).toBe(s.isCandidate ? Math.round(1e4 / out.candidates) / 1e4 : 0);
    }
    const emoji = await runCli(['suggest', 'SALET=⬛⬛🟨🟩⬛', ...args.slice(2)]);
    expect(emoji.code).toBe(0);
    expect(JSON.parse(emoji.stdout)).toEqual(out);
  });

  it('prints the knowledge, the candidates and a table for people', async () => {
    const r = await runCli(['suggest', 'salet=bbygb', 'crony=bgbbb', '--model', 'classic', '--strategy', 'entropy']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Known: greens _R_E_; in the word L (not 3); absent A C N O S T Y.');
    expect(r.stdout).toContain('Candidates: 1: gruel');
    expect(r.stdout).toMatch(/1 +GRUEL .* yes +100\.0%/);
  });

  it('counts long shots apart under the nyt model', async () => {
    const r = await runCli(['suggest', 'salet=bbygb', '--model', 'nyt', '--strategy', 'entropy', '--top', '1']);
    expect(r.code).toBe(0);
    const m = /Candidates: (\d+) \((\d+) on the nyt list, (\d+) long shots\)/.exec(r.stdout);
    expect(m).not.toBeNull();
    const [, all, listed, shots] = m!.map(Number);
    expect(listed).toBe(list('answers-nyt-3158.txt').filter(fitsSaletBbygb).length);
    expect(all).toBe(list('allowed-nyt-14855.txt').filter(fitsSaletBbygb).length);
    expect(shots).toBe(all - listed);
  });
});

describe('cli suggest --eval', () => {
  it('prints the word\'s figures beside the best, and them in --json', async () => {
    const board = ['sight=bgggg', 'right=bgggg', 'tight=bgggg', 'wight=bgggg', 'night=bgggg'];
    const text = await runCli(['suggest', ...board, '--model', 'classic', '--eval', 'aleem']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Your word ALEEM: 2.000 expected guesses (a lost game counted as 7), 100.0% chance of losing, 0.0% chance to win now (it cannot be the answer);');
    expect(text.stdout).toContain('rank 5 of 14,855 allowed guesses');
    const json = JSON.parse((await runCli(['suggest', ...board, '--model', 'classic', '--eval', 'light', '--json'])).stdout);
    expect(json.evaluation).toEqual({
      word: 'light', expectedGuesses: 1.75, lossChance: 0.75, winNowChance: 0.25, rank: 1, rankedOf: 14855, hardValid: true, isCandidate: true, best: 'eight',
    });
    // Equally likely and equally common (SCOWL size 10): word-list order.
    expect(json.suggestions.map((s: { word: string }) => s.word)).toEqual(['eight', 'fight', 'light', 'might']);
  });

  it('off the books, gives a listed word its list figure and reads the best and the rank from the list it prints', async () => {
    // QUACK all grey, hard: no book; the live budget listed TORSE at an unfinished search's figure
    // and --eval ranked it first while the list beside it put ROSET first. On the work clock
    // (work-clock.ts) the default budget buys the same search on any machine: on the real one a
    // loaded machine's list had no TORSE (REIST, SIREN, SLIER).
    const run = () => runCli(['suggest', 'quack=bbbbb', '--hard', '--date', '2026-12-07', '--top', '3', '--eval', 'torse', '--json']);
    const out = JSON.parse((await withWorkClock(WORK_RATE.hard, run)).stdout);
    const list: { word: string; expectedGuesses: number; lossChance: number }[] = out.suggestions;
    const place = list.findIndex((s) => s.word === 'torse');
    expect(place, list.map((s) => s.word).join(' ')).toBeGreaterThanOrEqual(0);
    expect(Math.abs(out.evaluation.expectedGuesses - list[place].expectedGuesses)).toBeLessThan(0.005);
    expect(out.evaluation.lossChance).toBeCloseTo(list[place].lossChance, 4);
    expect(out.evaluation.best).toBe(list[0].word);
    expect(out.evaluation.rank).toBeLessThanOrEqual(place + 1);
  }, 60_000);

  it('rejects an unknown --eval word', async () => {
    const r = await runCli(['suggest', 'salet=bbygb', '--eval', 'xyzzy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('error: --eval: unknown word "xyzzy" (not in the allowed-guess list).\n');
  });

  it('says the answer may be unlisted instead of blaming the colours', async () => {
    const r = await runCli(['suggest', 'fuzzy=ggggb', '--model', 'classic', '--top', '3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("the answer may be a word the lists don't have");
    expect(JSON.parse((await runCli(['suggest', 'fuzzy=ggggb', '--model', 'classic', '--top', '3', '--json'])).stdout).unlistedAnswer).toBe(true);
  });
});

describe('cli suggest --date', () => {
  it('values the board with the history model of that day and says when the word was the answer', async () => {
    // LINEN: the answer on 2021-08-09 and again on 2026-03-03.
    const before = await runCli(['suggest', 'crane=bbgbg', '--date', '2026-03-03', '--eval', 'linen', '--top', '1']);
    const after = await runCli(['suggest', 'crane=bbgbg', '--date', '2026-03-04', '--eval', 'linen', '--top', '1', '--json']);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('not played before 2026-03-03');
    expect(before.stdout).toContain('LINEN was the answer on 2021-08-09.');
    expect(JSON.parse(after.stdout).evaluation.lastAnswer).toBe('2026-03-03');
  });

  it('counts the words played before as the likely answers when no other listed word fits', async () => {
    // SALET, CLOCK on COULD (the answer of 2022-01-29): COULD and COYLY fit, both played before.
    const r = await runCli(['suggest', 'salet=bbybb', 'clock=gyybb', '--date', '2026-12-01', '--top', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Candidates: 4 (2 likely answers, all played before 2026-12-01, as no other listed word fits; 2 long shots): could coyly');
  });
});
