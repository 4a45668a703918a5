// The streak guard on a fake clock: one alarm at the chosen local time, a reminder only when
// today's daily puzzle is not played yet, nothing at all when off or not permitted.
import { describe, expect, it } from 'vitest';
import { GUARD_ALARM, nextReminder, StreakGuard, type GuardDeps } from '../../src/background/streak-guard';
import type { GameRecord } from '../../src/shared/games';

const game = (date: string, over: Partial<GameRecord> = {}) => ({ v: 1, date, player: 'ANON', words: 'stove', marks: 'ccccc', won: true, hard: false, model: 'nyt', from: 'played', ...over }) as GameRecord;

function guard(over: Partial<GuardDeps> & { clock: { now: Date } }) {
  const alarms = new Map<string, number>();
  const notes: string[] = [];
  const g = new StreakGuard({
    reminderAt: async () => '20:30',
    permitted: async () => true,
    games: async () => [],
    alarms: { create: (name, { when }) => void alarms.set(name, when), clear: async (name) => alarms.delete(name) },
    notify: async (_id, message) => void notes.push(message),
    message: (days) => (days > 0 ? `waiting: streak ${days}` : 'waiting'),
    now: () => over.clock.now,
    ...over,
  });
  return { g, alarms, notes };
}

describe('the streak guard', () => {
  it('rings at the next local 20:30: today when before, tomorrow when after', () => {
    expect(new Date(nextReminder(new Date('2026-12-03T09:00:00'), '20:30')).toString()).toBe(new Date('2026-12-03T20:30:00').toString());
    expect(new Date(nextReminder(new Date('2026-12-03T20:30:00'), '20:30')).toString()).toBe(new Date('2026-12-04T20:30:00').toString());
  });

  it("reminds at the chosen time with the streak at stake when today's puzzle is not played, then sets tomorrow's", async () => {
    const clock = { now: new Date('2026-12-03T09:00:00') };
    const { g, alarms, notes } = guard({ clock, games: async () => [game('2026-12-01'), game('2026-12-02'), game('2026-12-03', { archive: true })] });
    await g.schedule();
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-03T20:30:00').getTime());
    clock.now = new Date('2026-12-03T20:30:01');
    expect(await g.onAlarm(GUARD_ALARM)).toBe(true);
    // An archive game played today does not count: the daily is still waiting.
    expect(notes).toEqual(['waiting: streak 2']);
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-04T20:30:00').getTime());
  });

  it("stays silent once today's puzzle is played, won or lost", async () => {
    const clock = { now: new Date('2026-12-03T20:30:01') };
    for (const won of [true, false]) {
      const { g, notes } = guard({ clock, games: async () => [game('2026-12-03', won ? {} : { won: false, words: 'crane'.repeat(6), marks: 'aaaaa'.repeat(6) })] });
      expect(await g.onAlarm(GUARD_ALARM)).toBe(false);
      expect(notes).toEqual([]);
    }
  });

  it('schedules nothing and never reminds when off or not permitted', async () => {
    const clock = { now: new Date('2026-12-03T20:30:01') };
    for (const over of [{ reminderAt: async () => null }, { permitted: async () => false }]) {
      const { g, alarms, notes } = guard({ clock, ...over });
      alarms.set(GUARD_ALARM, 1);
      await g.schedule();
      expect(alarms.size).toBe(0);
      expect(await g.onAlarm(GUARD_ALARM)).toBe(false);
      expect([notes, alarms.size]).toEqual([[], 0]);
    }
  });

  it('ignores alarms that are not its own', async () => {
    const { g, notes } = guard({ clock: { now: new Date('2026-12-03T20:30:01') } });
    expect(await g.onAlarm('other')).toBe(false);
    expect(notes).toEqual([]);
  });
});
