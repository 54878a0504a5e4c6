import { hasPermission, remoteForPath } from '@freightdeck/contracts';
import { routeLookup } from '@freightdeck/dev-shell/testing';
import defaultRoutes, { routes } from './routes';

const { route, may } = routeLookup(routes);

describe('quotations routes', () => {
  it('are exported by name and as the default', () => {
    expect(defaultRoutes).toBe(routes);
  });

  it('are exactly the pages the remote owns, with their titles and access', () => {
    expect(routes.map((r) => [r.path, r.title, r.access])).toEqual([
      ['/quotations', 'Quotations', 'protected'],
      ['/quotations/drafts', 'Quotations', 'protected'],
      ['/quotations/create', 'Quotations', 'protected'],
      ['/quotations/rate-cards', 'Quotations', 'protected'],
      ['/quotations/:id', 'Quotations', 'protected'],
      ['/quotations/print/:ref', 'Quotations', 'public'],
      ['/quotations/share/:ref', 'Quotations', 'public'],
    ]);
  });

  it('all lie in the sections the shell routes to this remote', () => {
    for (const r of routes) expect(remoteForPath(r.path)).toBe('quotations');
  });

  it('need quotation:view to read and quotation:manage to create', () => {
    for (const path of ['/quotations', '/quotations/drafts', '/quotations/:id']) {
      expect(route(path).permission).toEqual('quotation:view');
    }
    expect(route('/quotations/create').permission).toEqual('quotation:manage');
    expect(route('/quotations/rate-cards').permission).toEqual('quotation:manage');
    for (const path of ['/quotations/print/:ref', '/quotations/share/:ref']) expect(route(path).permission).toBeUndefined();
  });

  it('let a viewer read quotations but not create one; a customer user may create', () => {
    expect(may('Viewer', '/quotations')).toBe(true);
    expect(may('Viewer', '/quotations/create')).toBe(false);
    expect(may('Customer user', '/quotations/create')).toBe(true);
    expect(hasPermission(['booking'], route('/quotations').permission)).toBe(false);
  });
});
