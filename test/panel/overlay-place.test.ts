// Where the collapsed bar goes: the free band nearest the bottom of the screen that covers nothing
// the page lays out for the player; a round button in a free corner when no band is free.
import { describe, expect, it } from 'vitest';
import { barBox } from '../../src/panel/overlay-place';

const rect = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const overlaps = (a: ReturnType<typeof rect>, b: ReturnType<typeof rect>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('barBox', () => {
  it('takes the lowest free band between the board and the keyboard, 48 px high', () => {
    const board = rect(15, 80, 345, 480);
    const keyboard = rect(8, 600, 352, 740);
    const box = barBox([board, keyboard], 360, 740);
    expect(box.bottom - box.top).toBe(48);
    expect(box.top).toBeGreaterThanOrEqual(480);
    expect(box.bottom).toBeLessThanOrEqual(600);
    expect([board, keyboard].some((r) => overlaps(box, r))).toBe(false);
  });

  it('goes above the board when the gap below is too small', () => {
    const taken = [rect(15, 80, 345, 480), rect(8, 500, 352, 740)];
    const box = barBox(taken, 360, 740);
    expect(box.bottom).toBeLessThanOrEqual(80);
    expect(taken.some((r) => overlaps(box, r))).toBe(false);
  });

  it('shrinks to a button in a free corner when no band is free', () => {
    const taken = [rect(0, 0, 300, 740), rect(300, 0, 360, 600)];
    const box = barBox(taken, 360, 740);
    expect(box.right - box.left).toBe(48);
    expect(taken.some((r) => overlaps(box, r))).toBe(false);
  });
});
