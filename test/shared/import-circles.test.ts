// src/shared imports in one direction: a file's checks beside its type, shapes.ts holding the
// primitives and the checks of the solver's types, so no file reaches itself through its imports
// (type imports count: a circle of them is still one module graph to read). Issue 49: shapes.ts
// imported the types it checked and games, hints, streak and tab-view imported its checks back.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED = resolve(import.meta.dirname, '../../src/shared');

/** Each file of src/shared and the files of src/shared it imports (import and export ... from, type ones too). */
function graph(): Map<string, string[]> {
  const files = readdirSync(SHARED).filter((f) => f.endsWith('.ts'));
  return new Map(
    files.map((f) => {
      const text = readFileSync(join(SHARED, f), 'utf8');
      const deps = [...text.matchAll(/\bfrom\s+'\.\/([\w-]+)'/g)].map((m) => `${m[1]}.ts`).filter((d) => files.includes(d));
      return [f, [...new Set(deps)]];
    }),
  );
}

/** The first circle found, as the files around it; null when there is none. */
function circle(g: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...path.slice(path.indexOf(f)), f];
    state.set(f, 'open');
    path.push(f);
    for (const d of g.get(f) ?? []) {
      const found = visit(d);
      if (found) return found;
    }
    path.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of g.keys()) {
    const found = visit(f);
    if (found) return found;
  }
  return null;
}

describe('src/shared', () => {
  it('has no import circle', () => {
    const g = graph();
    expect(g.size).toBeGreaterThan(20);
    expect(circle(g)).toBeNull();
  });

  it('the check finds one where there is', () => {
    expect(circle(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']]]))).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });

  it('shapes.ts imports nothing of src/shared but the solver-facing evaluation types', () => {
    expect(graph().get('shapes.ts')).toEqual(['evaluation.ts']);
  });
});
