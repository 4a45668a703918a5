// A hand-made analysis of a three-row win (CRANE, SPILT, STOVE), to check what the panel draws
// from an analysis without running the solver.
import type { GameAnalysis } from '../../src/core/types';

export const MADE: GameAnalysis = {
  solved: true,
  skill: 87,
  rows: [
    { guess: 'crane', marks: ['absent', 'absent', 'absent', 'absent', 'correct'], candidatesBefore: 14855, candidatesAfter: 180, bitsGained: 6.2, bitsExpected: 5.7, expectedGuesses: 3.5, bestWord: 'salet', bestExpectedGuesses: 3.42, hardValid: true },
    { guess: 'spilt', marks: ['correct', 'absent', 'absent', 'absent', 'correct'], candidatesBefore: 180, candidatesAfter: 14, bitsGained: 3.1, bitsExpected: 4.3, expectedGuesses: 2.6, bestWord: 'spilt', bestExpectedGuesses: 2.6, hardValid: true },
    { guess: 'stove', marks: ['correct', 'correct', 'correct', 'correct', 'correct'], candidatesBefore: 14, candidatesAfter: 1, bitsGained: 3.8, bitsExpected: 1.6, expectedGuesses: 1.67, bestWord: 'stoke', bestExpectedGuesses: 1.67, hardValid: true },
  ],
};
