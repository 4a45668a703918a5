// Types of game.js for the TypeScript tests (the page itself is plain JS, no build step).
export type Mark = 'correct' | 'present' | 'absent';
export function scoreGuess(guess: string, answer: string): Mark[];
export function hardModeError(guesses: string[], evaluations: Mark[][], guess: string): string | null;
