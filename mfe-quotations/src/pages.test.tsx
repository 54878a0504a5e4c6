import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

beforeEach(() => localStorage.clear());

async function heading(url: string, role: 'platform-administrator' | 'viewer' | 'signed-in' = 'platform-administrator') {
  renderInDevShell({ name: 'quotations', routes, canned, url, role });
  return screen.findByRole('heading', { level: 1 });
}

describe('quotations pages', () => {
  it.each([
    ['/quotations', 'Quotations'],
    ['/quotations/drafts', 'Quotation drafts'],
    ['/quotations/create', 'Create quotation'],
  ])('%s shows its heading inside the quotations remote marker', async (url, name) => {
    const h1 = await heading(url);
    expect(h1).toHaveTextContent(name);
    expect(h1.closest('[data-remote="quotations"]')).toBe(screen.getByRole('region', { name }));
    expect(document.title).toBe('Quotations | Freightdeck');
  });

  it('a quotation shows the id it was opened with', async () => {
    expect(await heading('/quotations/q-77')).toHaveTextContent('Quotation details');
    expect(screen.getByText('q-77')).toBeInTheDocument();
  });

  it.each([
    ['/quotations/print/QT-0007', 'Quotation print'],
    ['/quotations/share/QT-0007', 'Shared quotation'],
  ])('public %s opens without a signed-in user and shows the reference', async (url, name) => {
    expect(await heading(url, 'signed-in')).toHaveTextContent(name);
    expect(screen.getByText('QT-0007')).toBeInTheDocument();
  });

  it('a viewer is kept from creating a quotation', async () => {
    renderInDevShell({ name: 'quotations', routes, canned, url: '/quotations/create', role: 'viewer' });
    expect(await screen.findByRole('status', { name: /Missing permission/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
