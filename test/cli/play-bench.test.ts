import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

describe('cli play with piped stdin', () => {
  it('suggests, takes colours for the suggestion or word=marks, undo, hard toggle and quit', async () => {
    const input = ['bbygb', 'zzz', 'undo', 'undo', 'salet=bbygb', 'hard', 'crony=bgbbb', 'hard', 'crony=bgbbb', 'salet=ggggg', 'quit', 'never read'];
    const r = await runCli(['play', '--model', 'classic', '--strategy', 'entropy'], `${input.join('\n')}\n`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout;
    // The first suggestion is played with the colours typed alone.
    const first = /Play (\w{5}) and type the colours you got/.exec(out)![1];
    expect(out).toContain(`Board: ${first} bbygb`);
    expect(out).toContain('"zzz" is neither colours (five of g/y/b or squares) nor word=marks; type help for the commands.\n');
    expect(out).toContain('Nothing to undo.');
    expect(out).toContain('Board: SALET bbygb\nKnown: greens ___E_; in the word L (not 3); absent A S T.');
    expect(out).toContain('Hard mode on.');
    expect(out).toContain('CRONY is not allowed in hard mode: 4th letter must be E.');
    expect(out).toContain('Hard mode off.');
    expect(out).toContain('Board: SALET bbygb, CRONY bgbbb\nKnown: greens _R_E_; in the word L (not 3); absent A C N O S T Y.');
    expect(out).toContain('Candidates: 1: gruel');
    expect(out).toContain('> salet=ggggg\nContradictory colours in row 3 (SALET 🟩🟩🟩🟩🟩), given rows 1-2:');
    expect(out.trimEnd().endsWith('> quit\nBye.')).toBe(true);
    expect(out).not.toContain('never read');
  });

  it('plays a whole game to the end when stdin just ends', async () => {
    const r = await runCli(['play', '--model', 'classic', '--strategy', 'entropy'], 'salet=bbygb\ncrony=bgbbb\ngruel=ggggg\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Solved in 3! Type new or quit.');
    expect(r.stdout.trimEnd().endsWith('Bye.')).toBe(true);
  });
});

describe('cli bench', () => {
  it('prints the JSON keys of the issue for a run from an opener', async () => {
    const r = await runCli(['bench', '--model', 'classic', '--strategy', 'most-parts', '--mode', 'hard', '--opener', 'salet', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    for (const key of ['games', 'total', 'average', 'max', 'fails', 'distribution', 'latencyMs']) expect(out).toHaveProperty(key);
    expect(Object.keys(out.latencyMs)).toEqual(['p50', 'p95', 'max']);
    expect(out.games).toBe(2309);
    expect(out.average).toBeCloseTo(out.total / out.games, 10);
    const solved = Object.values(out.distribution as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(solved + out.fails).toBe(2309);
    expect(out.distribution['1']).toBe(0); // SALET is not a classic answer
    expect(out).toMatchObject({ mode: 'hard', model: 'classic', strategy: 'most-parts', opener: 'salet' });
  });

  it('prints the statistics for people', async () => {
    const r = await runCli(['bench', '--model', 'classic', '--strategy', 'scrabble', '--opener', 'salet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^scrabble, normal mode, classic model, opener SALET\ngames 2309, total \d+, average \d\.\d{4}\ndistribution:\n/);
    expect(r.stdout).toMatch(/worst case: .*\nfailures \(over six guesses\): \d+.*\nlatency per move over \d+ positions: p50 [\d.]+ ms, p95 [\d.]+ ms, max [\d.]+ ms\n {2}live moves \d+: p95 [\d.]+ ms, max [\d.]+ ms\nheap: peak \d+ MB (after a game|live \(after a forced collection every 100 games\)), \d+ MB at the end/);
    // Scrabble has no opening book: no empty "book moves 0" line.
    expect(r.stdout).not.toContain('book moves');
    // Scrabble scoring loses games from SALET: the failures line names every one of them.
    const fails = Number(/failures \(over six guesses\): (\d+)/.exec(r.stdout)![1]);
    expect(fails).toBeGreaterThan(0);
    expect(/failures \(over six guesses\): \d+ \(([a-z ]+)\)/.exec(r.stdout)![1].split(' ')).toHaveLength(fails);
  });

  it('separates book moves from live moves for the default strategy', async () => {
    const r = await runCli(['bench', '--model', 'classic', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    // From the empty board the classic normal book covers the first moves; the rest are live.
    expect(j.total).toBe(7883);
    expect(j.bookLatencyMs.moves).toBeGreaterThan(0);
    expect(j.liveLatencyMs.moves).toBeGreaterThan(0);
    expect(j.bookLatencyMs.moves + j.liveLatencyMs.moves).toBe(j.positions);
    expect(j.heapMb).toBeGreaterThan(0);
    expect(j.peakHeapMb).toBeGreaterThan(0);
    expect(j.lost).toEqual([]);
  });
});
