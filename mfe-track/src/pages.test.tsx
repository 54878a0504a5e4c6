import { screen } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

beforeEach(() => localStorage.clear());

describe('track-and-trace pages', () => {
  it('/track-and-trace shows its heading inside the track remote marker', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace', role: 'viewer' });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Track & Trace' });
    expect(h1.closest('[data-remote="track"]')).toBe(screen.getByRole('region', { name: 'Track & Trace' }));
    expect(document.title).toBe('Track & Trace | Freightdeck');
  });

  it('a shipment shows the id it was opened with', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace/b-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking details' })).toBeInTheDocument();
    expect(screen.getByText('b-1')).toBeInTheDocument();
  });

  it('the public share page opens without a signed-in user', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace/share/tok-123', role: 'signed-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared tracking' })).toBeInTheDocument();
    expect(screen.getByText('tok-123')).toBeInTheDocument();
  });

  it('a user without booking permissions is kept out', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace', role: 'viewer', permissions: ['quotation:view'] });
    expect(await screen.findByRole('status', { name: /Missing permission/ })).toBeInTheDocument();
  });
});
