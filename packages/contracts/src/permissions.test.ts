import { hasPermission, permissionCovers, scopeFor } from './permissions';

describe('permissionCovers', () => {
  it.each([
    ['booking:own:view', 'booking:own:view', true],
    ['booking', 'booking:own:view', true],
    ['booking:view', 'booking:own:view', true],
    ['booking:view', 'booking:organization:view', true],
    ['booking:organization:view', 'booking:own:view', true],
    ['booking:own:view', 'booking:organization:view', false],
    ['booking:own:view', 'booking:view', false],
    ['booking:manage', 'booking:view', true],
    ['booking:view', 'booking:manage', false],
    ['booking:own:manage', 'booking:own:view', true],
    ['booking:own:manage', 'booking:organization:view', false],
    ['booking:view', 'booking', false],
    ['quotation', 'quotation:manage', true],
    ['organization', 'organization-network:view', false],
    ['organization-network', 'organization-network:manage', true],
    ['user:manage', 'user:impersonate', false],
    ['user', 'user:impersonate', true],
    ['user:view', 'user:organization:view', true],
  ])('%s covers %s: %s', (held, required, expected) => {
    expect(permissionCovers(held, required)).toBe(expected);
  });
});

describe('hasPermission with or/and lists', () => {
  const held = ['booking:own:view', 'quotation:view'];

  it('accepts a single string', () => {
    expect(hasPermission(held, 'quotation:view')).toBe(true);
    expect(hasPermission(held, 'quotation:manage')).toBe(false);
  });

  it('accepts when any entry of an or-list holds', () => {
    expect(hasPermission(held, { or: ['booking:view', 'booking:own:view'] })).toBe(true);
    expect(hasPermission(held, { or: ['booking:view', 'user:view'] })).toBe(false);
  });

  it('needs every entry of an and-list', () => {
    expect(hasPermission(held, { and: ['booking:own:view', 'quotation:view'] })).toBe(true);
    expect(hasPermission(held, { and: ['booking:own:view', 'quotation:manage'] })).toBe(false);
  });

  it('treats no requirement as allowed and no permissions as denied', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission([], 'booking:own:view')).toBe(false);
  });
});

describe('scopeFor', () => {
  it('returns the widest scope held', () => {
    expect(scopeFor(['booking'], 'booking', 'view')).toBe('all');
    expect(scopeFor(['booking:organization:manage'], 'booking', 'view')).toBe('organization');
    expect(scopeFor(['booking:own:view'], 'booking', 'view')).toBe('own');
    expect(scopeFor(['booking:own:view'], 'booking', 'manage')).toBe('none');
  });
});
