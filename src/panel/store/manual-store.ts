// Manual mode: a board the player types in (for another Wordle clone, or with no tab open),
// solved by the same solver as a `solve` job through the connector.
import { signal } from '@preact/signals';
import type { Mark, Result, Row } from '../../core/types';
import type { NotedResult } from '../../shared/notes';
import { resultOf, type Connector, type SolveRequest } from '../connector';
import { t } from '../i18n';

export type SolveState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; result: NotedResult }
  | { kind: 'error'; error: string };

const NEXT: Record<Mark, Mark> = { absent: 'present', present: 'correct', correct: 'absent' };
export const MAX_ROWS = 6;

export function createManualStore(connector: Connector) {
  const rows = signal<Row[]>([]);
  const solve = signal<SolveState>({ kind: 'idle' });
  const lastResult = signal<NotedResult | null>(null);

  /** Adds a guess with every tile grey; the player then clicks tiles to colour them. */
  function addGuess(input: string): Result<void> {
    const guess = input.trim().toLowerCase();
    if (!/^[a-z]{5}$/.test(guess)) return { ok: false, error: t('manualNeedFive') };
    if (rows.value.length >= MAX_ROWS) return { ok: false, error: t('manualBoardFull') };
    rows.value = [...rows.value, { guess, marks: ['absent', 'absent', 'absent', 'absent', 'absent'] }];
    return { ok: true, value: undefined };
  }

  /** Grey → yellow → green → grey. */
  function cycleMark(row: number, tile: number) {
    rows.value = rows.value.map((r, i) => (i === row ? { ...r, marks: r.marks.map((m, j) => (j === tile ? NEXT[m] : m)) } : r));
  }

  const removeLast = () => (rows.value = rows.value.slice(0, -1));
  const clear = () => (rows.value = []);

  let latest = 0;

  /**
   * Solves the current board. Only the newest request's reply is used: an older one may come
   * back stale or, racing, as a real result.
   */
  async function run(request: Omit<SolveRequest, 'board'>) {
    const id = ++latest;
    const board = rows.value;
    // No rows yet: nothing to read, and the opening search is the slowest of all.
    if (board.length === 0) {
      solve.value = { kind: 'idle' };
      lastResult.value = null;
      return;
    }
    solve.value = { kind: 'busy' };
    const r = await resultOf(connector, { kind: 'solve', request: { ...request, board } }, 'game');
    if (id !== latest || r === null) return;
    if (r.ok) {
      solve.value = { kind: 'done', result: r.value };
      lastResult.value = r.value;
    } else {
      solve.value = { kind: 'error', error: r.error };
      lastResult.value = null;
    }
  }

  return { rows, solve, lastResult, addGuess, cycleMark, removeLast, clear, run };
}

