import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

beforeEach(() => localStorage.clear());

describe('reports pages', () => {
  it.each([
    ['/reports', 'Report'],
    ['/sustainability-report', 'Sustainability Report'],
  ])('%s shows its heading inside the reports remote marker, even for a viewer', async (url, name) => {
    renderInDevShell({ name: 'reports', routes, canned, url, role: 'viewer' });
    const h1 = await screen.findByRole('heading', { level: 1, name });
    expect(h1.closest('[data-remote="reports"]')).toBe(screen.getByRole('region', { name }));
    expect(document.title).toBe(`${name} | Freightdeck`);
  });

  it('needs a signed-in user', async () => {
    renderInDevShell({ name: 'reports', routes, canned, url: '/reports', role: 'signed-in' });
    expect(await screen.findByRole('status', { name: /would redirect to \/login/ })).toBeInTheDocument();
  });
});
