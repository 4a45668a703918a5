// Helpers to drive the practice page in happy-dom like a player, and to read what its DOM shows
// directly (without the reader under test), for test/content/practice-games.test.ts.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { Mark } from '../../src/core/types';
import { clickWord } from '../../src/content/enter-word';
import { describedLayout } from './described-layout';
import { seeded } from '../../src/core/seeded';

export const WORDS = new Set(readFileSync('data/allowed-nyt-14855.txt', 'utf8').split('\n').filter(Boolean));
export const ANSWERS = readFileSync('data/answers-nyt-3158.txt', 'utf8').split('\n').filter(Boolean);

/** Waits until `ready()` holds (looked at every 2 ms); never holding within `timeout` fails, naming `what`. */
export const until = (ready: () => boolean, what: string, timeout = 5000) =>
  vi.waitFor(() => {
    if (!ready()) throw new Error(`still waiting: ${what}`);
  }, { timeout, interval: 2 });

/** Whether no tile of the board is in an animation (a letter's pop, a flip). */
export const stillTiles = (doc: Document, variant: Variant) => domTiles(doc, variant).every((row) => row.every((t) => t.animation === 'idle'));

export type Variant = 'react' | 'shadow';
export interface DomTile { letter: string; state: string; animation: string }

/** Every tile as the DOM has it right now: letter, data-state and data-animation of what is shown. */
export function domTiles(doc: Document, variant: Variant): DomTile[][] {
  if (variant === 'react') {
    return Array.from(doc.querySelectorAll('div[role="group"][aria-label^="Row "]'), (row) =>
      Array.from(row.querySelectorAll('[data-testid="tile"]'), (t) => ({
        letter: t.textContent ?? '', state: t.getAttribute('data-state') ?? '', animation: t.getAttribute('data-animation') ?? '',
      })),
    );
  }
  const app = doc.querySelector('game-app')?.shadowRoot;
  return Array.from(app?.querySelectorAll('game-row') ?? [], (row) =>
    Array.from(row.shadowRoot?.querySelectorAll('game-tile') ?? [], (t) => {
      const inner = t.shadowRoot!.querySelector('.tile')!;
      return { letter: inner.textContent ?? '', state: inner.getAttribute('data-state') ?? '', animation: inner.getAttribute('data-animation') ?? '' };
    }),
  );
}

export function keyButton(doc: Document, variant: Variant, key: string): HTMLElement | null {
  const root = variant === 'react' ? doc : doc.querySelector('game-app')?.shadowRoot?.querySelector('game-keyboard')?.shadowRoot;
  return root?.querySelector<HTMLElement>(`button[data-key="${key}"]`) ?? null;
}

export function toasts(doc: Document, variant: Variant): string[] {
  const root = variant === 'react' ? doc : doc.querySelector('game-app')?.shadowRoot;
  return Array.from(root?.querySelectorAll('[class^="Toast-module_toast"], game-toast') ?? [], (t) => t.textContent ?? '');
}

/** Types a word one of three ways (physical keys, on-screen keys, clickWord: typeWord's clicks), then Enter. */
export function enterWord(doc: Document, variant: Variant, word: string, how: number): void {
  if (how % 3 === 0) for (const k of word) doc.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
  else if (how % 3 === 1) for (const k of word) keyButton(doc, variant, k)!.click();
  else {
    const r = clickWord(doc, word, describedLayout());
    if (!r.ok) throw new Error(`clickWord failed: ${r.error}`);
  }
  if (how % 2 === 0) doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  else keyButton(doc, variant, '↵')!.click();
}

export function clearRow(doc: Document): void {
  for (let i = 0; i < 5; i++) doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }));
}

/** Integers 0..n-1 from the project's seeded generator (mulberry32): the games are the same on every run. */
export function rng(seed: number): (n: number) => number {
  const random = seeded(seed);
  return (n) => Math.floor(random() * n);
}

export type Truth = { guesses: string[]; marks: Mark[][] };
