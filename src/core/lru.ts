// A cache of a few large values (answer models, searchers, analyses) that keeps the most recently
// used: the day being played stays while a backfill of kept games walks through other days.
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value, now the most recently used; undefined if not kept. */
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  /** Whether `key` is kept (its place in the order unchanged). */
  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Keeps `value` as the most recently used, dropping the least recently used beyond `max`. */
  set(key: K, value: V): V {
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
    return value;
  }

  clear(): void {
    this.map.clear();
  }

  values(): IterableIterator<V> {
    return this.map.values();
  }
}
