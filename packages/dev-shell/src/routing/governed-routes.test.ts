import type { PageRoutes } from '@freightdeck/ui';
import { governedRoutes } from './governed-routes';

const page = async () => ({ default: () => null });

describe('governedRoutes: the dev shell reads the page table as the shell does', () => {
  it('takes access, permission and title of a known page from the table', () => {
    const declared: PageRoutes = [{ path: '/quotations/create', title: 'Anything', access: 'public', page }];
    expect(governedRoutes('quotations', declared)).toEqual([
      { path: '/quotations/create', title: 'Quotations', access: 'protected', permission: 'quotation:manage', page },
    ]);
  });

  it("leaves out another owner's page and keeps a page the table does not know yet", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = { path: '/quotations/:id/versions', title: 'Versions', access: 'protected' as const, page };
    expect(governedRoutes('quotations', [{ path: '/login', title: 'Sign in', access: 'guest', page }, fresh])).toEqual([fresh]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/login'));
  });
});
