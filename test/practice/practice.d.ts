// Types of practice.js for the TypeScript tests (the page itself is plain JS, no build step).
import type { Mark } from './game';

export interface GameState {
  answer: string;
  guesses: string[];
  evaluations: Mark[][];
  current: string;
  status: 'IN_PROGRESS' | 'WIN' | 'FAIL';
  busy: boolean;
  hardMode: boolean;
}

export interface Practice {
  readonly game: { state: GameState; press(key: string): void; setHardMode(on: boolean): string | null } | null;
  readonly answer: string;
  press(key: string): void;
  newGame(answer: string): void;
  destroy(): void;
}

export interface PracticeEnv {
  doc: Document;
  storage: Storage;
  words: Set<string>;
  answers: string[];
  search: string;
  /** location.pathname (archive puzzles: /games/wordle/YYYY-MM-DD). */
  path?: string;
}

export function dayIndex(now?: Date): number;
export function startPractice(env: PracticeEnv): Practice;
