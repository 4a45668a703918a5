// A small seeded generator (mulberry32), so a sample, a fuzz run or a set of demo games can be
// drawn again from its seed: one copy for the command line, the tests and the panel's demo games.

/** mulberry32: a small seeded generator, so a sample can be drawn again from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
