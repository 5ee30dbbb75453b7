import { describe, expect, it } from 'vitest';
import { HeardCache } from './heard-cache';

const live = (options: { maxAgeMs?: number; maxEntries?: number; clock?: () => number; readingMs?: number } = {}) => {
  const cache = new HeardCache<string>({ maxAgeMs: 60_000, maxEntries: 10, ...options });
  cache.setLive(true);
  return cache;
};

describe('HeardCache', () => {
  it('keeps nothing and believes nothing while notices cannot be heard', () => {
    const cache = new HeardCache<string>({ maxAgeMs: 60_000, maxEntries: 10 });
    cache.set('a', 'A', cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.set('a', 'A', cache.ticket());
    expect(cache.get('a')).toBe('A');
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops an entry by its key or by any of its tags, and everything on `all`', () => {
    const cache = live();
    cache.set('token:1', 'one', cache.ticket(), ['member:7']);
    cache.set('token:2', 'two', cache.ticket(), ['member:7']);
    cache.set('token:3', 'three', cache.ticket(), ['member:8']);
    cache.hear('member:7');
    expect([cache.get('token:1'), cache.get('token:2'), cache.get('token:3')]).toEqual([undefined, undefined, 'three']);
    cache.hear('token:3');
    expect(cache.get('token:3')).toBeUndefined();
    cache.set('token:3', 'three', cache.ticket());
    cache.hear('all');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read while a notice about it arrived (the read may predate the change)', () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.hear('registry:R-1'); // committed while the list was being read
    cache.set('registry:R-1', 'old list', ticket);
    expect(cache.get('registry:R-1')).toBeUndefined();
    // A notice about someone else, or about the entry's tag, counts the same way.
    const next = cache.ticket();
    cache.hear('registry:R-2');
    cache.set('registry:R-1', 'list', next);
    expect(cache.get('registry:R-1')).toBe('list');
    const tagged = cache.ticket();
    cache.hear('member:1');
    cache.set('token:a', 'session', tagged, ['member:1']);
    expect(cache.get('token:a')).toBeUndefined();
    const cleared = cache.ticket();
    cache.hear('all');
    cache.set('registry:R-3', 'list', cleared);
    expect(cache.get('registry:R-3')).toBeUndefined();
  });

  it('keeps no read that took longer than it remembers notices for', () => {
    let clock = 0;
    const cache = live({ clock: () => clock, readingMs: 10_000 });
    const ticket = cache.ticket();
    clock = 10_001;
    cache.hear('registry:R-9'); // forgets drops older than 10 s; the slow read must not count on that
    cache.set('registry:R-1', 'list', ticket);
    expect(cache.get('registry:R-1')).toBeUndefined();
  });

  it('keeps no entry past its age and no more entries than its bound, oldest out first', () => {
    let clock = 0;
    const cache = live({ maxAgeMs: 30_000, maxEntries: 2, clock: () => clock });
    cache.set('a', 'A', cache.ticket());
    cache.set('b', 'B', cache.ticket());
    cache.set('c', 'C', cache.ticket(), ['t']);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    clock = 30_001;
    expect(cache.get('b')).toBeUndefined();
    // An entry evicted or expired leaves no tag behind that could drop a later one of the same key.
    cache.set('c', 'C2', cache.ticket());
    cache.hear('t');
    expect(cache.get('c')).toBe('C2');
  });
});
