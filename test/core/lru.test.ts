// The one small cache of src/core (models, searchers, analyses): the least recently used goes first.
import { describe, expect, it } from 'vitest';
import { Lru } from '../../src/core/lru';

describe('Lru', () => {
  it('keeps the most recently used entries, reading one counts as a use', () => {
    const c = new Lru<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1);
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect([...c.values()]).toEqual([1, 3]);
    c.set('a', 4);
    expect([...c.values()]).toEqual([3, 4]);
  });

  it('clear drops every entry (a benchmark game from a cold searcher)', () => {
    const c = new Lru<string, number>(2);
    c.set('a', 1);
    c.clear();
    expect(c.get('a')).toBeUndefined();
    expect([...c.values()]).toEqual([]);
    c.set('b', 2);
    expect([...c.values()]).toEqual([2]);
  });
});
