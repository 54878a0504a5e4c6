import { screen, within } from '@testing-library/react';
import { renderInDevShell } from '@freightdeck/dev-shell/testing';
import { routes } from './routes';
import { canned } from './testing/canned';

beforeEach(() => localStorage.clear());

describe('track-and-trace pages', () => {
  it('/track-and-trace lists the shipments with milestone, ETA, punctuality and the excursion flag', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace', role: 'viewer' });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Track & Trace' });
    expect(h1.closest('[data-remote="track"]')).toBe(screen.getByRole('region', { name: 'Track & Trace' }));
    expect(document.title).toBe('Track & Trace | Freightdeck');
    const row = await screen.findByRole('row', { name: /FDA-001042/ });
    expect(row).toHaveTextContent('Departed · SIN');
    expect(row).toHaveTextContent('21 Nov 2026 08:30 UTC');
    expect(row).toHaveTextContent('Late');
    expect(row).toHaveTextContent('1 excursion');
    expect(screen.getByRole('row', { name: /FDS-001043/ })).toHaveTextContent('On time');
  });

  it('a shipment shows its timeline, actual and estimated told apart, in local times with the zone', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace/FDA-001042' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking FDA-001042' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(timeline).toHaveTextContent('Departed');
    expect(timeline).toHaveTextContent('20 Nov 2026 23:40 (UTC+08:00)');
    expect(timeline).toHaveTextContent('Estimated');
    expect(screen.getByRole('list', { name: 'Excursions' })).toHaveTextContent('180 minutes outside');
    expect(screen.getByRole('list', { name: 'ETA history' })).toHaveTextContent('reported 20 Nov 2026 16:10 UTC by LH events');
  });

  it('the public share page opens without a signed-in user', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace/share/tok-123', role: 'signed-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment FDA-001042' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Departed');
  });

  it('a user without booking permissions is kept out', async () => {
    renderInDevShell({ name: 'track', routes, canned, url: '/track-and-trace', role: 'viewer', permissions: ['quotation:view'] });
    expect(await screen.findByRole('status', { name: /Missing permission/ })).toBeInTheDocument();
  });
});
