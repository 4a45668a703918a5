// Test helper: boards written as `guess=marks` strings.
import { parseMarks, type Board } from '../../src/core';

export function boardOf(...rows: string[]): Board {
  return rows.map((r) => {
    const [guess, marks] = r.split('=');
    const parsed = parseMarks(marks);
    if (!parsed) throw new Error(`bad test row ${r}`);
    return { guess, marks: parsed };
  });
}
