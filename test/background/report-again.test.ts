import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../src/core/types';
import type { PageReading } from '../../src/shared/page';
import { memoryArea, tick } from '../fakes';

// In-memory storage.session: what tab-store reads and writes.
const session = new Map<string, unknown>();
vi.mock('webextension-polyfill', () => ({
  default: {
    storage: { session: memoryArea(session) },
  },
}));

const { ReportAgain } = await import('../../src/background/report-again');
const { getTab, hasBadRecord, putTab } = await import('../../src/background/tab-store');

const reading: PageReading = { kind: 'board', rows: [{ guess: 'crane', marks: ['absent', 'present', 'absent', 'absent', 'correct'] }], typing: '', status: 'playing', hardMode: false, darkMode: null, highContrast: null, markup: 'react' };

/** A ReportAgain whose tab answers by hand. */
function rig(needs = true) {
  const asks: { tabId: number; answer: (r: Result<unknown>) => void }[] = [];
  const gaveUp: number[] = [];
  const ra = new ReportAgain({
    needsReport: async () => needs,
    ask: (tabId) => new Promise((answer) => asks.push({ tabId, answer })),
    giveUp: async (tabId) => void gaveUp.push(tabId),
  });
  return { ra, asks, gaveUp };
}

describe('hasBadRecord', () => {
  beforeEach(() => session.clear());

  it('is true only for a stored record that fails the check, down to one mark', async () => {
    expect(await hasBadRecord(3)).toBe(false); // nothing stored
    await putTab(3, { reading, solved: null });
    expect(await hasBadRecord(3)).toBe(false);
    session.set('tab:3', { reading: { ...reading, rows: [{ guess: 'crane', marks: ['purple'] }] }, solved: null });
    expect(await hasBadRecord(3)).toBe(true);
    expect(await getTab(3)).toBeNull(); // dropped: never rendered
    session.set('tab:3', 'junk');
    expect(await hasBadRecord(3)).toBe(true);
  });
});

describe('ReportAgain', () => {
  it('asks a tab that should have a record to report again, and keeps what it sends', async () => {
    const { ra, asks, gaveUp } = rig();
    const done = ra.onNoTab(7);
    await tick();
    expect(asks.map((a) => a.tabId)).toEqual([7]);
    asks[0].answer({ ok: true, value: undefined });
    await done;
    expect(gaveUp).toEqual([]);
  });

  it('does not ask a tab that needs no record (not Wordle, nothing bad stored)', async () => {
    const { ra, asks } = rig(false);
    await ra.onNoTab(7);
    expect(asks).toEqual([]);
  });

  it('asks once per tab at a time, however often panels look meanwhile', async () => {
    const { ra, asks } = rig();
    const first = ra.onNoTab(7);
    await tick();
    await Promise.all([ra.onNoTab(7), ra.onNoTab(7)]);
    void ra.onNoTab(8);
    await tick();
    expect(asks.map((a) => a.tabId)).toEqual([7, 8]);
    asks[0].answer({ ok: true, value: undefined });
    await first;
    // Answered: a later look may ask again (the reading it sent may have failed its check too).
    void ra.onNoTab(7);
    await tick();
    expect(asks.map((a) => a.tabId)).toEqual([7, 8, 7]);
  });

  it('a tab that cannot answer (no content script) gives up after one ask: no retry loop', async () => {
    const { ra, asks, gaveUp } = rig();
    const done = ra.onNoTab(7);
    await tick();
    asks[0].answer({ ok: false, error: 'bg:report: Could not establish connection. Receiving end does not exist.' });
    await done;
    await tick();
    expect(asks).toHaveLength(1);
    expect(gaveUp).toEqual([7]);
  });
});
