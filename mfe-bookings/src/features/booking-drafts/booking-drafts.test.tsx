import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings, stubApi, type ApiCall, resetBetweenTests } from '../../testing/fake-api';
import type { DraftItem, DraftPage } from './api';

jest.setTimeout(15_000);

resetBetweenTests();

const item = (n: number, extra: Partial<DraftItem> = {}): DraftItem => ({
  id: `3b9d1c0e-5a7f-4e21-8c3d-2f6a1b0c9d${String(n).padStart(2, '0')}`, mode: 'AIR', step: 2, title: `Draft ${n}`,
  createdAt: '2026-11-01T08:00:00.000Z', updatedAt: new Date(Date.now() - n * 3_600_000).toISOString(), ...extra,
});
const page = (items: DraftItem[], extra: Partial<DraftPage> = {}): DraftPage => ({ items, total: items.length, page: 1, pageSize: 20, ...extra });
const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/v1/bookings/drafts');

describe('booking drafts', () => {
  it('lists the drafts with title, mode, step and when they were saved, each to resume', async () => {
    stubApi((c) => (c.path === '/v1/bookings/drafts' ? page([item(1, { title: 'SIN → FRA · Pharmaceuticals' }), item(2, { mode: 'SEA', step: 0, title: 'Untitled draft' })]) : undefined));
    renderBookings('/bookings/drafts');
    const first = (await screen.findByRole('rowheader', { name: 'SIN → FRA · Pharmaceuticals' })).closest('tr') as HTMLElement;
    expect(within(first).getByText('Air')).toBeInTheDocument();
    expect(within(first).getByText('3 of 5 · Cargo')).toBeInTheDocument();
    expect(within(first).getByText('1h ago')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Resume SIN → FRA · Pharmaceuticals' })).toHaveAttribute('href', `/bookings/create?draft=${item(1).id}`);
    const second = screen.getByRole('rowheader', { name: 'Untitled draft' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('1 of 5 · Mode')).toBeInTheDocument();
    expect(within(second).getByText('Sea')).toBeInTheDocument();
  });

  it('searches and pages through the API', async () => {
    const many = Array.from({ length: 20 }, (_, i) => item(i));
    const calls = stubApi((c) => (c.path === '/v1/bookings/drafts' ? page(many, { total: 45, page: Number(c.query.get('page')) }) : undefined));
    renderBookings('/bookings/drafts');
    await screen.findByRole('rowheader', { name: 'Draft 0' });
    expect(Object.fromEntries(listCalls(calls)[0]?.query ?? [])).toEqual({ page: '1', pageSize: '20' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drafts' }), 'FRA');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('q')).toBe('FRA'));
    expect(listCalls(calls).at(-1)?.query.get('page')).toBe('1');
  });

  it('deletes a draft after confirmation, and keeps it when the user changes their mind', async () => {
    let items = [item(1), item(2)];
    const calls = stubApi((c) => {
      if (c.method === 'DELETE') {
        items = items.filter((d) => c.path !== `/v1/bookings/drafts/${d.id}`);
        return new Response(null, { status: 204 });
      }
      return c.path === '/v1/bookings/drafts' ? page(items) : undefined;
    });
    renderBookings('/bookings/drafts');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Draft 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Draft 1' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('“Draft 1” will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Draft 1' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/v1/bookings/drafts/${item(1).id}`]);
    expect(screen.getByRole('rowheader', { name: 'Draft 2' })).toBeInTheDocument();
  });

  it('without drafts, offers to create a booking', async () => {
    stubApi((c) => (c.path === '/v1/bookings/drafts' ? page([]) : undefined));
    renderBookings('/bookings/drafts');
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a booking' })).toHaveAttribute('href', '/bookings/create');
  });

  it('asks nothing of the API for a user who may only view bookings', async () => {
    const calls = stubApi(() => page([item(1)]));
    renderBookings('/bookings/drafts', { permissions: ['booking:own:view'] });
    expect(await screen.findByText(/your role views bookings only/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/v1/bookings'))).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'New booking' })).not.toBeInTheDocument();
  });
});
