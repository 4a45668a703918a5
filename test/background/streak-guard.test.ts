// The streak guard on a fake clock: one alarm at the chosen local time, a reminder only when
// today's daily puzzle is not played yet, nothing at all when off or not permitted.
import { afterEach, describe, expect, it } from 'vitest';
import { GUARD_ALARM, nextReminder, StreakGuard, type GuardDeps } from '../../src/background/streak-guard';
import type { GameRecord } from '../../src/shared/games';

const game = (date: string, over: Partial<GameRecord> = {}) => ({ v: 1, date, player: 'ANON', words: 'stove', marks: 'ccccc', won: true, hard: false, model: 'nyt', from: 'played', ...over }) as GameRecord;

function guard(over: Partial<GuardDeps> & { clock: { now: Date } }) {
  const alarms = new Map<string, number>();
  const notes: string[] = [];
  const ids: string[] = [];
  const g = new StreakGuard({
    reminderAt: async () => '20:30',
    permitted: async () => true,
    games: async () => [],
    alarms: { create: (name, { when }) => void alarms.set(name, when), clear: async (name) => alarms.delete(name) },
    notify: async (id, message) => {
      ids.push(id);
      notes.push(message);
    },
    message: (days) => (days > 0 ? `waiting: streak ${days}` : 'waiting'),
    now: () => over.clock.now,
    ...over,
  });
  return { g, alarms, notes, ids };
}

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('the streak guard', () => {
  it('rings at the next local 20:30: today when before, tomorrow when after', () => {
    expect(new Date(nextReminder(new Date('2026-12-03T09:00:00'), '20:30')).toString()).toBe(new Date('2026-12-03T20:30:00').toString());
    expect(new Date(nextReminder(new Date('2026-12-03T20:30:00'), '20:30')).toString()).toBe(new Date('2026-12-04T20:30:00').toString());
  });

  it("reminds at the chosen time with the streak at stake when today's puzzle is not played, then sets tomorrow's", async () => {
    const clock = { now: new Date('2026-12-03T09:00:00') };
    const { g, alarms, notes, ids } = guard({ clock, games: async () => [game('2026-12-01'), game('2026-12-02'), game('2026-12-03', { archive: true })] });
    await g.schedule();
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-03T20:30:00').getTime());
    clock.now = new Date('2026-12-03T20:30:01');
    expect(await g.onAlarm(GUARD_ALARM)).toBe(true);
    // An archive game played today does not count: the daily is still waiting.
    expect(notes).toEqual(['waiting: streak 2']);
    // Named by its day: its "played elsewhere" buttons speak for that day only.
    expect(ids).toEqual(['streak-guard/2026-12-03']);
    expect(g.answerDay(ids[0])).toBe('2026-12-03');
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-04T20:30:00').getTime());
  });

  it("names the NYT's streak as last read, carried on by the games kept since", async () => {
    const clock = { now: new Date('2026-12-03T20:30:01') };
    const read = { player: '7', source: 'dialog' as const, readOn: '2026-12-01', through: '2026-12-01', played: 412, winPct: 98, current: 300, max: 301, guesses: [1, 20, 100, 150, 100, 33] };
    const { g, notes } = guard({ clock, games: async () => [game('2026-11-30'), game('2026-12-01'), game('2026-12-02')], nytStats: async () => ({ reads: [read], unread: null }) });
    expect(await g.onAlarm(GUARD_ALARM)).toBe(true);
    expect(notes).toEqual(['waiting: streak 301']);
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

  it('a reminder slept through to the next day reminds on waking for that day, never for the day gone, once its time has passed', async () => {
    // Asleep from before 20:30 on 12-03 until 21:00 on 12-04: the browser rings 12-03's missed alarm on waking.
    const clock = { now: new Date('2026-12-04T21:00:00') };
    const { g, alarms, notes, ids } = guard({ clock, games: async () => [game('2026-12-02'), game('2026-12-03')] });
    expect(await g.onAlarm(GUARD_ALARM)).toBe(true);
    // 12-04's reminder, with 12-04's streak (12-02 and 12-03 played: 2 at stake); 12-03 is gone.
    expect([ids, notes]).toEqual([['streak-guard/2026-12-04'], ['waiting: streak 2']]);
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-05T20:30:00').getTime());
    // Played by then: nothing to say.
    const played = guard({ clock, games: async () => [game('2026-12-03'), game('2026-12-04')] });
    expect(await played.g.onAlarm(GUARD_ALARM)).toBe(false);
    expect(played.notes).toEqual([]);
  });

  it('a reminder slept through to before the next day\'s time waits for that time, and reminds once then', async () => {
    // Asleep from before 20:30 on 12-03 until 07:00 on 12-04.
    const clock = { now: new Date('2026-12-04T07:00:00') };
    const { g, alarms, notes } = guard({ clock, games: async () => [game('2026-12-02')] });
    expect(await g.onAlarm(GUARD_ALARM)).toBe(false);
    expect(notes).toEqual([]);
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-04T20:30:00').getTime());
    clock.now = new Date('2026-12-04T20:30:00');
    expect(await g.onAlarm(GUARD_ALARM)).toBe(true);
    expect(notes).toEqual(['waiting']);
    expect(alarms.get(GUARD_ALARM)).toBe(new Date('2026-12-05T20:30:00').getTime());
  });

  it('a reminder due while asleep is shown on waking the same evening, only while today is still open', async () => {
    const clock = { now: new Date('2026-12-03T23:10:00') };
    const open = guard({ clock, games: async () => [game('2026-12-02')] });
    expect(await open.g.onAlarm(GUARD_ALARM)).toBe(true);
    expect(open.notes).toEqual(['waiting: streak 1']);
    const played = guard({ clock, games: async () => [game('2026-12-02'), game('2026-12-03')] });
    expect(await played.g.onAlarm(GUARD_ALARM)).toBe(false);
    expect(played.notes).toEqual([]);
  });

  it('follows the clock into a new time zone: an alarm that rings before 20:30 there waits for it, one that rings at night a day on waits for that day\'s', async () => {
    // Set at 09:00 in Paris for 20:30 Paris (19:30 UTC); the player flies to New York, where it rings at 14:30.
    process.env.TZ = 'Europe/Paris';
    const clock = { now: new Date('2026-12-03T09:00:00+01:00') };
    const { g, alarms, notes } = guard({ clock });
    await g.schedule();
    const set = alarms.get(GUARD_ALARM)!;
    expect(set).toBe(Date.parse('2026-12-03T20:30:00+01:00'));
    process.env.TZ = 'America/New_York';
    clock.now = new Date(set);
    expect(await g.onAlarm(GUARD_ALARM)).toBe(false);
    expect(notes).toEqual([]);
    expect(alarms.get(GUARD_ALARM)).toBe(Date.parse('2026-12-03T20:30:00-05:00'));
    // Back east: set for 20:30 New York (01:30 UTC), it rings at 02:30 in Paris the next day, before
    // that day's 20:30 there: no reminder at night, that day's is set.
    const later = alarms.get(GUARD_ALARM)!;
    process.env.TZ = 'Europe/Paris';
    clock.now = new Date(later);
    expect(await g.onAlarm(GUARD_ALARM)).toBe(false);
    expect(notes).toEqual([]);
    expect(alarms.get(GUARD_ALARM)).toBe(Date.parse('2026-12-04T20:30:00+01:00'));
  });

  it('ignores alarms that are not its own', async () => {
    const { g, notes } = guard({ clock: { now: new Date('2026-12-03T20:30:01') } });
    expect(await g.onAlarm('other')).toBe(false);
    expect(notes).toEqual([]);
  });
});
