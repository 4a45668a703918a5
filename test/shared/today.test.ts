// "Today" follows the clock, not only a timer: a machine asleep through midnight wakes with its
// timers late, and a new time zone moves the date with no timer at all. On fake clocks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followToday, type ClockReading } from '../../src/shared/today';

const zone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

function follow(options: { tickMs?: number; atMidnight?: boolean } = {}) {
  const seen: ClockReading[] = [];
  const wake = new EventTarget();
  const stop = new AbortController();
  const check = followToday((c) => seen.push(c), { signal: stop.signal, wakeups: [[wake, 'focus']], ...options });
  return { seen, wake, stop, check };
}

describe("the player's today", () => {
  it('moves on at the local midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T23:59:00'));
    const { seen } = follow({ tickMs: 0 });
    vi.advanceTimersByTime(59_000);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(seen.map((c) => c.today)).toEqual(['2026-12-04']);
  });

  it('after a sleep through midnight, on the first wake-up event, not when a late timer fires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T22:00:00'));
    const { seen, wake } = follow({ tickMs: 0 });
    // Asleep: the wall clock jumps to 07:00 while the timers (counting awake time) have not moved.
    vi.setSystemTime(new Date('2026-12-04T07:00:00'));
    expect(seen).toEqual([]);
    wake.dispatchEvent(new Event('focus'));
    expect(seen.map((c) => c.today)).toEqual(['2026-12-04']);
    // The midnight timer was set again from the new reading: the next change comes at the next midnight.
    vi.advanceTimersByTime(16 * 3600_000 + 59 * 60_000);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(2 * 60_000);
    expect(seen.map((c) => c.today)).toEqual(['2026-12-04', '2026-12-05']);
  });

  it('after a wake no event announces, at the next tick', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T22:00:00'));
    const { seen } = follow({ tickMs: 60_000, atMidnight: false });
    vi.setSystemTime(new Date('2026-12-04T07:00:00'));
    vi.advanceTimersByTime(60_000);
    expect(seen.map((c) => c.today)).toEqual(['2026-12-04']);
  });

  it('in a new time zone: the date moves with it at the next reading (Tokyo to Honolulu, no timer fired)', () => {
    vi.useFakeTimers();
    process.env.TZ = 'Asia/Tokyo';
    vi.setSystemTime(new Date('2026-12-04T08:00:00+09:00'));
    const { seen, check } = follow({ tickMs: 0, atMidnight: false });
    process.env.TZ = 'Pacific/Honolulu';
    expect(check()).toBe(true);
    expect(seen).toEqual([{ today: '2026-12-03', offset: 600 }]);
    expect(check()).toBe(false);
  });

  it('stops with its signal: no timer, no listener', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-03T23:59:00'));
    const { seen, wake, stop } = follow();
    stop.abort();
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(new Date('2026-12-04T07:00:00'));
    wake.dispatchEvent(new Event('focus'));
    expect(seen).toEqual([]);
  });
});
