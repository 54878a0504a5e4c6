import { parseTrackQuery, toApiQuery, writeTrackQuery } from './list-query';

describe('the list query in the URL', () => {
  it('reads known values, drops the rest, and writes back only what is set', () => {
    const q = parseTrackQuery(new URLSearchParams('q=020-12345675&mode=AIR&status=LOST&punctuality=LATE&excursion=true'));
    expect(q).toEqual({ q: '020-12345675', mode: 'AIR', status: '', punctuality: 'LATE', excursion: 'true' });
    expect(writeTrackQuery(q).toString()).toBe('q=020-12345675&mode=AIR&punctuality=LATE&excursion=true');
    expect(toApiQuery(q)).toEqual({ q: '020-12345675', mode: 'AIR', status: undefined, punctuality: 'LATE', excursion: 'true' });
  });
});
