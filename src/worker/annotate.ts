// Adds the notes of src/shared/notes.ts to the solver's answers, here where the word tables are
// loaded (the panel never loads them). Used by the worker and by the panel's mock connector.
import { answerModel, boardState, wordTable } from '../core';
import type { Board, GameAnalysis, ModelName, SuggestResult } from '../core/types';
import type { NotedAnalysis, NotedResult, WordNote } from '../shared/notes';

export function noteWord(word: string, model: ModelName): WordNote | undefined {
  const t = wordTable();
  const i = t.indexOf(word);
  if (i < 0) return undefined;
  return { listed: answerModel(model).listed[i] === 1, frequency: t.frequency[i] };
}

export function annotateResult(result: SuggestResult): NotedResult {
  const words: Record<string, WordNote> = {};
  for (const s of result.suggestions) {
    const n = noteWord(s.word, result.model);
    if (n) words[s.word] = n;
  }
  return { ...result, words };
}

/** Likely answers (listed words) fitting each prefix of the board; null where a prefix fails. */
function likelyCounts(board: Board, model: ModelName): (number | null)[] {
  const m = answerModel(model);
  const counts: (number | null)[] = [];
  for (let i = 0; i <= board.length; i++) {
    const s = boardState(board.slice(0, i), m);
    if (!s.ok) counts.push(null);
    else {
      let n = 0;
      for (const w of s.value.set.idx) n += m.listed[w];
      counts.push(n);
    }
  }
  return counts;
}

export function annotateAnalysis(analysis: GameAnalysis, board: Board, model: ModelName): NotedAnalysis {
  const counts = likelyCounts(board, model);
  return {
    ...analysis,
    rows: analysis.rows.map((r, i) => {
      const before = counts[i];
      const after = counts[i + 1];
      return before === null || after === null || before === undefined || after === undefined ? r : { ...r, likelyBefore: before, likelyAfter: after };
    }),
  };
}
