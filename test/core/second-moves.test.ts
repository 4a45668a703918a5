// Second-move books (src/core/data/second-moves-*.ts, `npm run second-moves`): the reply to every
// colour pattern of the openers players play, cut from the offline tree from that opener. Checked
// here without the search: each book decodes, answers every board of three or more candidates
// after its opener (and only those), with a hard-mode-valid reply in hard mode; the strategy and
// the analysis take their reply from it; and the classic totals agree with the pinned offline
// figures and never beat the published exact optimum.
import { beforeAll, describe, expect, it } from 'vitest';
import { bookNode, decodeBook, secondMoveOpeners } from '../../src/core/book';
import { loadBooks } from '../../src/core/load-books';
import { OPENER_OPTIMA } from '../../src/core/data/opener-optima';
import { answerModel } from '../../src/core/model';
import { PLAYED_OPENERS } from '../../src/core/openers';
import { patternOf, patternToMarks } from '../../src/core/pattern';
import { isValidHardGuess } from '../../src/core/hard-mode';
import { guessPool, searchSet, suggest } from '../../src/core/suggest';
import { boardState } from '../../src/core/candidates';
import { LIVE_STEPS, LIVE_WIDTHS, searcherFor } from '../../src/core/strategies/optimal';
import { analyseGame } from '../../src/core/analysis';
import { guessesOf, LOSING } from '../../src/core/search';
import { LOSS_POINT } from '../../src/core/loss-point';
import { wordTable } from '../../src/core/words';
import { publishedOptimum } from '../../src/cli/published-optima';
import * as classicNormal from '../../src/core/data/second-moves-classic-normal';
import * as classicHard from '../../src/core/data/second-moves-classic-hard';
import * as nytNormal from '../../src/core/data/second-moves-nyt-normal';
import * as nytHard from '../../src/core/data/second-moves-nyt-hard';
import * as historyNormal from '../../src/core/data/second-moves-history-normal';
import * as historyHard from '../../src/core/data/second-moves-history-hard';

const files = [classicNormal, classicHard, nytNormal, nytHard, historyNormal, historyHard];
/** A file's model as the solver builds it, and the book id it finds the file by (history: of the file's date). */
/** The book's reply node after `opener` shows pattern `p`. */
const child = (file: { SECOND_MOVES: Record<string, { book: string }> }, opener: string, p: number) => decodeBook(file.SECOND_MOVES[opener].book).children.get(p)!;
const modelOf = (file: (typeof files)[number]) => ('DATE' in file ? answerModel(file.MODEL, { date: file.DATE }) : answerModel(file.MODEL));

beforeAll(async () => {
  await loadBooks();
});

describe.each(files)('second-move books $MODEL/$MODE', (file) => {
  const t = wordTable();
  const model = modelOf(file);

  it('holds only openers players play', () => {
    for (const opener of Object.keys(file.SECOND_MOVES)) expect(PLAYED_OPENERS).toContain(opener);
  });

  it('answers every board of three or more candidates after the opener, with a valid move', () => {
    for (const [opener, entry] of Object.entries(file.SECOND_MOVES)) {
      const root = decodeBook(entry.book);
      expect(t.words[root.guess]).toBe(opener);
      const g = t.indexOf(opener);
      const groups = new Map<number, number>();
      for (const a of model.answers) {
        const p = patternOf(t.letters, g, a);
        groups.set(p, (groups.get(p) ?? 0) + 1);
      }
      const wanted = [...groups].filter(([p, n]) => n >= 3 && p !== 242).map(([p]) => p).sort((a, b) => a - b);
      expect([...root.children.keys()].sort((a, b) => a - b), opener).toEqual(wanted);
      for (const [p, child] of root.children) {
        expect(child.children.size).toBe(0); // second moves only
        if (file.MODE === 'hard') {
          const ok = isValidHardGuess([{ guess: opener, marks: patternToMarks(p) }], t.words[child.guess]);
          expect(ok.ok, `${opener} ${p}: ${t.words[child.guess]}`).toBe(true);
        }
      }
    }
  });

  it('is what the strategy plays after the opener', () => {
    for (const opener of Object.keys(file.SECOND_MOVES).slice(0, 3)) {
      const root = decodeBook(file.SECOND_MOVES[opener].book);
      const [p, child] = [...root.children][0];
      const board = [{ guess: opener, marks: patternToMarks(p) }];
      expect(bookNode(model.bookId, file.MODE, board)?.guess).toBe(child.guess);
      const r = suggest(board, { mode: file.MODE, model: file.MODEL, ...('DATE' in file ? { date: file.DATE } : {}), top: 1, budgetMs: 50 });
      expect(r.ok && r.value.suggestions[0].word).toBe(t.words[child.guess]);
      expect(r.ok && r.value.fromBook).toBe(true);
    }
  });
});

describe('second-move books: figures', () => {
  it('are registered for the openers in the files', () => {
    expect(secondMoveOpeners('classic', 'normal').sort()).toEqual(Object.keys(classicNormal.SECOND_MOVES).sort());
  });

  it("history's: the panel's model on a later date (the same weights as the books' date) takes its reply from them", () => {
    const later = answerModel('history', { date: '2026-12-04' });
    expect(later.bookId).toBe(modelOf(historyNormal).bookId);
    const board = [{ guess: 'crane', marks: patternToMarks(0) }];
    const r = suggest(board, { model: 'history', date: '2026-12-04', top: 1, budgetMs: 1 });
    expect(r.ok && r.value.fromBook).toBe(true);
    expect(r.ok && r.value.suggestions[0].word).toBe(wordTable().words[bookNode(later.bookId, 'normal', board)!.guess]);
  });

  it("history's: hold the next best guesses too, so that the panel's whole list after a popular opener comes from the book, with no search", () => {
    const t = wordTable();
    for (const file of [historyNormal, historyHard]) {
      let replies = 0;
      let whole = 0;
      for (const [opener, entry] of Object.entries(file.SECOND_MOVES)) {
        for (const [p, child] of decodeBook(entry.book).children) {
          const board = [{ guess: opener, marks: patternToMarks(p) }];
          const words = [child.guess, ...(child.alternatives ?? []).map((a) => a.word)];
          // Ten, the panel's list, unless the offline search costed fewer to the end (a few hard-mode boards).
          replies++;
          if (words.length === 10) whole++;
          expect(words.length, `${opener} ${p}`).toBeLessThanOrEqual(10);
          // Best first by the book's own figures (in hard mode fewest lost first, which costs alone do not show); each a move the mode allows.
          const costs = [child.cost!, ...child.alternatives!.map((a) => a.cost)];
          if (file.MODE === 'normal') expect(costs, `${opener} ${p}`).toEqual([...costs].sort((a, b) => a - b));
          if (file.MODE === 'hard') for (const w of words) expect(isValidHardGuess(board, t.words[w]).ok, `${opener} ${p} ${t.words[w]}`).toBe(true);
        }
      }
      expect(whole / replies, file.MODE).toBeGreaterThanOrEqual(0.98);
      const [p] = [...decodeBook(file.SECOND_MOVES.slate.book).children][5];
      const board = [{ guess: 'slate', marks: patternToMarks(p) }];
      const node = child(file, 'slate', p);
      const r = suggest(board, { mode: file.MODE, model: 'history', date: '2026-12-04' });
      if (!r.ok) throw new Error(r.error);
      // Every word and figure the book's (a live search's would carry its own costs), and nothing left to refine.
      // Hard mode's order is the panel's rule over the book's figures (tested below).
      const shown = r.value.suggestions.map((s) => [s.word, s.expectedGuesses]);
      const book = [{ word: node.guess, cost: node.cost!, loss: node.loss }, ...node.alternatives!].map((e) => [t.words[e.word], e.loss !== undefined ? guessesOf(e.cost, e.loss) : e.cost > LOSING ? null : e.cost]);
      const order = (rows: unknown[][]) => (file.MODE === 'hard' ? [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0]))) : rows);
      expect(order(shown)).toEqual(order(book));
      expect(r.value.settled).toBe(true);
    }
  });

  it("history's: on a board of few candidates the reply is the live search's exact best (after SLATE, BASTE's colours: PASTE, not TOPIC)", () => {
    const t = wordTable();
    const board = [{ guess: 'slate', marks: patternToMarks(patternOf(t.letters, t.indexOf('slate'), t.indexOf('baste'))) }];
    const node = bookNode(modelOf(historyNormal).bookId, 'normal', board)!;
    // The live search without the books, its exact step given room on a loaded machine (the
    // panel's caps it at 150 ms, which a busy machine can miss: TOPIC, the step before's best).
    const model = modelOf(historyNormal);
    const state = boardState(board, model);
    if (!state.ok) throw new Error(state.error);
    const set = searchSet(state.value.set, model);
    expect(set.idx.length).toBeLessThanOrEqual(30);
    const limits = { width: LIVE_WIDTHS.normal, steps: LIVE_STEPS.normal, deadline: performance.now() + 30_000, exactStepMs: 30_000 };
    const live = searcherFor(model, 'normal').rank({ set, pool: guessPool(board, 'normal'), left: 5, req: null, limits, top: 1 });
    expect(live.exact).toBe(true);
    expect(t.words[node.guess]).toBe(t.words[live.ranked[0].word]);
    expect(node.cost).toBeCloseTo(live.ranked[0].cost, 3);
  });

  it('history hard: every reply carries the panel\'s figures, and the panel ranks them fewest lost first, chances within a point equal', () => {
    const t = wordTable();
    const nodes = Object.entries(historyHard.SECOND_MOVES).flatMap(([o, e]) => [...decodeBook(e.book).children].map(([q, c]) => [o, q, c] as const));
    for (const [, , c] of nodes) for (const e of [c, ...c.alternatives!]) expect(e.loss).toBeGreaterThanOrEqual(0);
    // A reply the tree plays because it never loses, beside a kept move that loses a long shot in fewer guesses.
    const found = nodes.filter(([, , c]) => c.loss === 0 && c.alternatives!.some((a) => a.loss! > 0 && a.loss! < LOSS_POINT && a.cost < c.cost!));
    expect(found.length).toBeGreaterThan(0);
    for (const [opener, p, node] of found.slice(0, 3)) {
      const r = suggest([{ guess: opener, marks: patternToMarks(p) }], { mode: 'hard', model: 'history', date: '2026-12-04', budgetMs: 200 });
      if (!r.ok) throw new Error(r.error);
      const entries = [{ word: node.guess, cost: node.cost!, loss: node.loss! }, ...node.alternatives!];
      const least = Math.min(...entries.map((e) => e.loss!));
      const cheapest = entries.filter((e) => e.loss! <= least + LOSS_POINT).reduce((a, e) => (e.cost < a.cost ? e : a));
      const first = r.value.suggestions[0];
      expect(first.word, `${opener} ${p}`).toBe(t.words[cheapest.word]);
      expect(first.word).not.toBe(t.words[node.guess]);
      expect(first.lossChance).toBe(cheapest.loss);
      expect(first.expectedGuesses).toBeCloseTo(guessesOf(cheapest.cost, cheapest.loss!), 9);
      // The whole list from the book, with no search.
      expect(r.value.fromBook).toBe(true);
      expect(r.value.suggestions.map((s) => s.word).sort()).toEqual(entries.map((e) => t.words[e.word]).sort());
    }
    // The board: after SALET, INGOT's colours, the tree plays ORBIT (never lost, 2.362
    // guesses); a 10 s search plays INGOT (2.248, 0.05% lost).
    const salet = suggest([{ guess: 'salet', marks: patternToMarks(patternOf(t.letters, t.indexOf('salet'), t.indexOf('ingot'))) }], { mode: 'hard', model: 'history', date: '2026-12-04', budgetMs: 200 });
    if (!salet.ok) throw new Error(salet.error);
    expect(salet.value.suggestions.slice(0, 3).map((s) => s.word)).toEqual(['ingot', 'biont', 'orbit']);
    expect(salet.value.suggestions[2]).toMatchObject({ mayLose: false, expectedGuesses: 2.362 });
  });

  it("history hard: the analysis takes a book move's figures with its chance of losing, and the best by them", () => {
    const t = wordTable();
    const board = ['salet', 'orbit', 'ingot'].map((guess) => ({ guess, marks: patternToMarks(patternOf(t.letters, t.indexOf(guess), t.indexOf('ingot'))) }));
    const r = analyseGame(board, { mode: 'hard', model: 'history', date: '2026-12-04', budgetMs: 100 });
    if (!r.ok) throw new Error(r.error);
    const node = bookNode(answerModel('history', { date: '2026-12-04' }).bookId, 'hard', board.slice(0, 1))!;
    const ingot = node.alternatives!.find((a) => t.words[a.word] === 'ingot')!;
    // ORBIT never loses and takes 2.362; INGOT takes 2.248 and loses 0.05%.
    expect(r.value.rows[1]).toMatchObject({ expectedGuesses: node.cost, bestWord: 'ingot', bestLossChance: ingot.loss });
    expect(r.value.rows[1].lossChance).toBeUndefined();
    expect(r.value.rows[1].bestExpectedGuesses).toBeCloseTo(guessesOf(ingot.cost, ingot.loss!), 9);
  });

  it('reply to CRANE all grey with SLOTH in normal mode (the live 250 ms search finds SILTY)', () => {
    const board = [{ guess: 'crane', marks: patternToMarks(0) }];
    const node = bookNode('classic', 'normal', board);
    expect(node && wordTable().words[node.guess]).toBe('sloth');
  });

  it('give the pinned offline total wherever both were computed (same widths)', () => {
    for (const [mode, file] of [['normal', classicNormal], ['hard', classicHard]] as const) {
      for (const [opener, entry] of Object.entries(file.SECOND_MOVES)) {
        const pinned = OPENER_OPTIMA[opener];
        if (pinned) expect(entry.total, `${opener} ${mode}`).toBe(pinned[mode]);
      }
    }
  });

  it('never total less than the exact optimum alex1770/wordle publishes for the opener', () => {
    for (const [mode, file] of [['normal', classicNormal], ['hard', classicHard]] as const) {
      for (const [opener, entry] of Object.entries(file.SECOND_MOVES)) {
        const exact = publishedOptimum(opener, mode);
        if (exact === null) expect(entry.fails, `${opener} ${mode}: no perfect strategy exists`).toBeGreaterThan(0);
        else expect(entry.total, `${opener} ${mode}`).toBeGreaterThanOrEqual(exact!);
      }
    }
  });
});
