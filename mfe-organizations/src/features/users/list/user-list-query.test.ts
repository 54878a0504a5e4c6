import { parseUserListQuery, toApiQuery, toSearchParams } from './user-list-query';

const ORG = '00000000-0000-4000-8000-000000000002';

describe('the users list query', () => {
  it('reads the filters of a URL and drops what the API would refuse', () => {
    const query = parseUserListQuery(new URLSearchParams(`status=ACTIVE&organizationId=${ORG}&roleId=nope&q=%20carl%20&page=3`));
    expect(query).toEqual({ q: 'carl', status: 'ACTIVE', organizationId: ORG, roleId: null, page: 3 });
    expect(parseUserListQuery(new URLSearchParams('status=GONE&page=-1'))).toMatchObject({ status: null, page: 1 });
  });

  it('writes a short URL that keeps the tab, and the API query with the page size', () => {
    const query = { q: 'carl', status: 'INVITED' as const, organizationId: null, roleId: null, page: 1 };
    expect(toSearchParams(query, new URLSearchParams('tab=roles&q=old')).toString()).toBe('tab=roles&q=carl&status=INVITED');
    expect(toApiQuery({ ...query, page: 2 })).toEqual({ q: 'carl', status: 'INVITED', organizationId: null, roleId: null, page: 2, pageSize: 25 });
  });
});
