// A stored tab record is checked as strictly as a message: a bad reading drops the record, a bad
// answer only the answer (the board is solved again), and only the checked fields are kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suggest } from '../../src/core/suggest';
import type { PageReading } from '../../src/shared/page';
import { memoryArea } from '../fakes';

// In-memory storage.session: what tab-store reads and writes.
const session = new Map<string, unknown>();
vi.mock('webextension-polyfill', () => ({ default: { storage: { session: memoryArea(session) } } }));
const { getTab, readHints, takeHintStep } = await import('../../src/background/tab-store');

/** The record as getTab reads it back from storage holding `stored`. */
async function parseRecord(stored: unknown) {
  session.set('tab:5', stored);
  return getTab(5);
}

const reading: PageReading = { kind: 'board', rows: [], typing: 'cr', status: 'playing', hardMode: false, darkMode: null, highContrast: null, markup: 'react' };
const result = (() => {
  const r = suggest([{ guess: 'crane', marks: ['absent', 'present', 'absent', 'absent', 'correct'] }], { strategy: 'entropy', top: 3 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();

describe('a stored tab record', () => {
  beforeEach(() => session.clear());

  it('keeps a good record, with its answer or its failure', async () => {
    const done = { reading, solved: { key: 'k', outcome: { kind: 'done', result } } };
    expect(await parseRecord(done)).toEqual(done);
    const error = { reading, solved: { key: 'k', outcome: { kind: 'error', error: 'Contradictory colours in row 1', code: 'contradictory' } } };
    expect(await parseRecord(error)).toEqual(error);
  });

  it('drops a record whose reading is bent, and only the answer when the answer is', async () => {
    expect(await parseRecord({ reading: { ...reading, typing: 'CRANES' }, solved: null })).toBeNull();
    expect(await parseRecord({ solved: null })).toBeNull();
    const bent: unknown[] = [
      { key: 'k'.repeat(2001), outcome: { kind: 'done', result } },
      { key: 7, outcome: { kind: 'done', result } },
      { key: 'k', outcome: { kind: 'done', result: { ...result, candidates: -1 } } },
      { key: 'k', outcome: { kind: 'busy' } },
      { key: 'k', outcome: { kind: 'error', error: 'x', code: 'mine' } },
      { key: 'k' },
      'solved',
    ];
    for (const solved of bent) expect(await parseRecord({ reading, solved }), JSON.stringify(solved).slice(0, 80)).toEqual({ reading, solved: null });
  });

  it('keeps only the fields a stored answer has', async () => {
    const stored = { reading, solved: { key: 'k', outcome: { kind: 'error', error: 'x', trace: 'at line 1' }, by: 'me' } };
    expect(await parseRecord(stored)).toEqual({ reading, solved: { key: 'k', outcome: { kind: 'error', error: 'x' } } });
  });
});

describe("a tab's hint steps", () => {
  beforeEach(() => session.clear());

  it('are written one board at a time and never lowered: steps taken at once by two panels are all kept', async () => {
    await Promise.all([takeHintStep(5, '', 2), takeHintStep(5, 'crane:aapac', 3), takeHintStep(5, '', 1), takeHintStep(5, 'crane:aapac', 2)]);
    expect(await readHints(5)).toEqual({ '': 2, 'crane:aapac': 3 });
    expect(await readHints(6)).toEqual({});
  });
});
