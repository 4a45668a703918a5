/*
 * The search's memo: a node's value by (candidate set, guesses left, widths still to use, and in
 * hard mode the guess requirement). Values that are exact whatever the widths (one guess to
 * follow, or the exact step) are stored under the widths '*', so one entry serves every step of
 * the anytime search and every depth the set turns up at.
 */
import { requirementKey, type HardRequirement } from '../hard-mode';
import type { Node, Value } from './types';

/** Entries kept before trim() starts over (a value is ~100 bytes with its key). */
const MAX_ENTRIES = 100_000;

export class Memo {
  private readonly values = new Map<string, Value>();
  private readonly widthKeys = new WeakMap<number[], string[]>();

  /** The key of a node; `widths` is EXACT or widthsBelow(). */
  key(node: Node, left: number, req: HardRequirement | null, widths: string): string {
    // Word indices (< 2^14) as one UTF-16 unit each: far cheaper to build and hash than join(',').
    let k = `${left}:${widths}:${String.fromCharCode.apply(null, node.idx as unknown as number[])}`;
    if (req) k += `|${requirementKey(req)}`;
    return k;
  }

  /**
   * The widths a width-limited value at `depth` with `left` guesses left depends on besides its
   * set: those of the levels that still choose among a window, width[depth .. depth + left - 3].
   * Deeper levels have two guesses left or fewer, valued exactly whatever the widths, so the
   * anytime search's steps that differ only there ([24, 8, 4] and [24, 8, 4, 3] with five guesses
   * left) share their values instead of valuing every node again.
   */
  widthsBelow(width: number[], depth: number, left: number): string {
    let keys = this.widthKeys.get(width);
    if (!keys) this.widthKeys.set(width, (keys = []));
    const at = depth * 8 + Math.min(left, 7);
    return (keys[at] ??= width.slice(depth, depth + Math.max(0, left - 2)).join('.'));
  }

  get(key: string): Value | undefined {
    return this.values.get(key);
  }

  set(key: string, value: Value): void {
    this.values.set(key, value);
  }

  get size(): number {
    return this.values.size;
  }

  /**
   * Starts over once the memo is large (called when a search starts at a new board, never during
   * one, nor between the idle refinement's searches of the same board).
   */
  trim(): void {
    if (this.values.size > MAX_ENTRIES) this.values.clear();
  }
}

/** The widths key of values that do not depend on widths. */
export const EXACT = '*';
