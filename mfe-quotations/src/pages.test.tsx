import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';
import { QUOTATION_ID } from './testing/canned-quotations';

beforeEach(() => localStorage.clear());

async function heading(url: string, role: 'platform-administrator' | 'viewer' | 'signed-in' | 'customer-user' = 'platform-administrator') {
  renderInDevShell({ name: 'quotations', routes, canned, url, role });
  return screen.findByRole('heading', { level: 1 });
}

describe('quotations pages', () => {
  it.each([
    ['/quotations', 'Quotations'],
    ['/quotations/drafts', 'Quotation drafts'],
    ['/quotations/create', 'Request a quotation'],
    ['/quotations/rate-cards', 'Rate cards'],
    [`/quotations/${QUOTATION_ID}`, 'Quotation'],
  ])('%s shows its heading inside the quotations remote marker', async (url, name) => {
    const h1 = await heading(url);
    expect(h1).toHaveTextContent(name);
    expect(h1.closest('[data-remote="quotations"]')).toBe(screen.getByRole('region', { name }));
    expect(document.title).toBe('Quotations | Freightdeck');
  });

  it('a shared quotation opens by its token without a signed-in user', async () => {
    expect(await heading('/quotations/share/QT-AIR-0101?token=qs_canned-token-0101', 'signed-in')).toHaveTextContent('Quotation QT-AIR-0101');
    expect(screen.getAllByRole('listitem', { name: /Singapore Airlines Cargo|Lufthansa Cargo|Cathay Cargo/ })).toHaveLength(3);
  });

  it('the print page without a link or a session asks for one, and never shows the quotation by its reference alone', async () => {
    expect(await heading('/quotations/print/QT-AIR-0101', 'signed-in')).toHaveTextContent('Quotation QT-AIR-0101');
    expect(screen.getByText(/opens from a share link/)).toBeInTheDocument();
    expect(screen.queryByText(/Singapore Airlines/)).not.toBeInTheDocument();
  });

  it('a viewer is kept from creating a quotation', async () => {
    renderInDevShell({ name: 'quotations', routes, canned, url: '/quotations/create', role: 'viewer' });
    expect(await screen.findByRole('status', { name: /Missing permission/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
