import { createSearchSpaceCache } from '../../../src/modules/bookings/search-space';

describe('the search-space cache', () => {
  it('reads a scope once per minute, each scope on its own, and stays bounded', async () => {
    let now = 0;
    const reads: string[] = [];
    const space = createSearchSpaceCache({ ttlMs: 60_000, limit: 2, now: () => now });
    const read = (key: string, n: number) => space(key, async () => { reads.push(key); return n; });
    expect(await read('all', 5)).toBe(5);
    expect(await read('all', 6)).toBe(5);
    expect(await read('org:a', 7)).toBe(7);
    now = 60_001;
    expect(await read('all', 8)).toBe(8);
    expect(reads).toEqual(['all', 'org:a', 'all']);
    await read('org:b', 1); // a third scope: the full map starts again
    expect(await read('org:a', 9)).toBe(9);
    expect(reads).toEqual(['all', 'org:a', 'all', 'org:b', 'org:a']);
  });
});
