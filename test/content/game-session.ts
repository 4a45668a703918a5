// A practice game in happy-dom with watchBoard running, and a checker that holds every reading
// (reported, or taken at every mutation and every millisecond) against the truth. Used by
// practice-games.test.ts.
import { readBoard } from '../../src/content/read-board';
import { watchBoard } from '../../src/content/watch-board';
import type { PageReading } from '../../src/shared/page';
import { startPractice, type Practice } from '../practice/practice.js';
import { score } from './colours';
import { ANSWERS, WORDS, domTiles, until, type Variant } from './drive';

export const SPEED = 20; // animations 20× faster: a reveal takes 85 ms instead of 1.7 s
const DEBOUNCE = 3;
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class Session {
  practice!: Practice;
  reports: PageReading[] = [];
  problems: string[] = [];
  checks = 0;
  reloading = false;
  private ac = new AbortController();
  private interval: ReturnType<typeof setInterval>;
  private observer: MutationObserver;

  constructor(readonly variant: Variant, readonly search: string) {
    document.body.className = '';
    document.body.innerHTML = '<div id="wordle-app-game"></div>';
    localStorage.clear();
    this.practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: withoutWelcome(search) });
    watchBoard(document, { signal: this.ac.signal, debounceMs: DEBOUNCE, graceMs: 30 }, (r) => {
      this.check(r, 'report');
      if (this.reports.length && same(this.reports[this.reports.length - 1], r)) this.problems.push('reported an unchanged board');
      this.reports.push(r);
    });
    const sync = () => this.practice.game && this.check(readBoard(document, localStorage), 'sync');
    this.observer = new MutationObserver(sync);
    this.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    this.interval = setInterval(sync, 1);
  }

  get state() {
    return this.practice.game!.state;
  }

  check(r: PageReading, source: string): void {
    this.checks++;
    if (r.kind !== 'board') {
      if (!this.reloading && this.practice.game) this.problems.push(`${source}: ${r.kind === 'screen' ? `screen ${r.screen}` : `unrecognised: ${r.reason}`}`);
      return;
    }
    const game = this.practice.game;
    if (!game) return;
    const { guesses } = game.state;
    const answer = this.practice.answer;
    const tiles = domTiles(document, this.variant);
    if (r.markup !== (this.variant === 'react' ? 'react' : 'shadow-dom')) this.problems.push(`${source}: markup ${r.markup}`);
    if (r.rows.length > guesses.length) this.problems.push(`${source}: ${r.rows.length} rows, only ${guesses.length} submitted`);
    r.rows.forEach((row, i) => {
      if (row.guess !== guesses[i]) this.problems.push(`${source}: row ${i + 1} is ${row.guess}, submitted ${guesses[i]}`);
      if (!same(row.marks, score(row.guess, answer))) this.problems.push(`${source}: row ${i + 1} wrong colours`);
      tiles[i].forEach((t, k) => {
        if (t.state !== row.marks[k]) this.problems.push(`${source}: row ${i + 1} tile ${k + 1} reported ${row.marks[k]}, shows ${t.state}`);
        // A flip's second half shows the tile's final colour (the half turn is when it changes).
        const final = t.animation === 'idle' || (t.animation === 'flip-out' && t.state === row.marks[k]);
        if (!final) this.problems.push(`${source}: row ${i + 1} tile ${k + 1} reported while ${t.animation}`);
      });
    });
  }

  /** Whether the watcher has had its say: its last report is what the page shows now. */
  caughtUp(): boolean {
    const last = this.reports[this.reports.length - 1];
    return last !== undefined && same(last, readBoard(document, localStorage, { url: document.location?.href }));
  }

  /** Waits until the game accepts input again (the reveal is over) and the watcher has had its say. */
  async settle(): Promise<void> {
    await until(() => !this.practice.game?.state.busy && this.caughtUp(), 'the reveal over and reported');
  }

  /** Waits (like a player looking at the board) until the watcher has reported `rows` settled rows. */
  async reported(rows: number): Promise<void> {
    await until(() => this.reports.some((r) => r.kind === 'board' && r.rows.length === rows), `a report of ${rows} rows`);
  }

  async reload(): Promise<void> {
    this.reloading = true;
    this.practice.destroy();
    this.practice = startPractice({ doc: document, storage: localStorage, words: WORDS, answers: ANSWERS, search: withoutWelcome(this.search) });
    await until(() => this.practice.game !== null && this.caughtUp(), 'the reloaded board reported');
    this.reloading = false;
  }

  stop(): void {
    this.ac.abort();
    clearInterval(this.interval);
    this.observer.disconnect();
    this.practice.destroy();
  }
}

export type Picker = (s: Session) => string;
export const candidatePicker = (rand: (n: number) => number): Picker => (s) => {
  const { guesses, evaluations } = s.state;
  const fits = ANSWERS.filter((w) => guesses.every((g, i) => same(score(g, w), evaluations[i])));
  return fits[rand(fits.length)];
};
export const losingPicker = (rand: (n: number) => number): Picker => (s) => {
  let w = '';
  do w = [...WORDS][rand(WORDS.size)];
  while (w === s.practice.answer || s.state.guesses.includes(w));
  return w;
};

/** These sessions test reading a game: they start at the board (the welcome card has its own tests). */
function withoutWelcome(search: string): string {
  return /[?&]welcome=/.test(search) ? search : `${search}${search.includes('?') ? '&' : '?'}welcome=0`;
}
