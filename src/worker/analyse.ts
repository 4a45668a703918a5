/// <reference types="vite/client" />
// Game analysis from src/core/analysis.ts. That module lands separately; import.meta.glob yields
// {} until the file exists, so the worker builds before it and picks it up without a change.
import type { Board, GameAnalysis, Mode, ModelName, Result } from '../core/types';

type AnalyseGame = (board: Board, options: { mode: Mode; model: ModelName }) => Result<GameAnalysis>;

const modules = import.meta.glob<{ analyseGame?: AnalyseGame }>('../core/analysis.ts', { eager: true });
const analyseGame = Object.values(modules)[0]?.analyseGame;

export function analyse(board: Board, mode: Mode, model: ModelName): Result<GameAnalysis> {
  if (typeof analyseGame !== 'function') return { ok: false, error: 'Game analysis is not available in this version.' };
  return analyseGame(board, { mode, model });
}
