import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedList } from '../../testing/canned-quotations';
import { renderQuotations, resetBetweenTests, stubApi } from '../../testing/fake-api';

resetBetweenTests();

describe('/quotations', () => {
  it('lists the quotations with status badges and best prices, and filters through the address and the API', async () => {
    const calls = stubApi((c) => (c.path === '/v1/quotations' ? { items: cannedList, total: cannedList.length, page: 1, pageSize: 20 } : undefined));
    renderQuotations('/quotations?status=ISSUED');
    const table = await screen.findByRole('table', { name: 'Quotations' });
    const row = within(table).getByRole('row', { name: /QT-AIR-0101/ });
    expect(within(row).getByText('Issued')).toHaveAttribute('data-status', 'ISSUED');
    expect(within(row).getByText('USD 2,851.19')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /QT-SEA-0102/ })).toHaveTextContent('Waiting for pricing');
    expect(within(table).getByRole('row', { name: /QT-SEA-0102/ })).toHaveTextContent('not priced yet');
    expect(calls[0]!.query.get('status')).toBe('ISSUED');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Accepted' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('ISSUED,ACCEPTED'));
  });

  it('counts down the validity of an open quotation', async () => {
    const soon = new Date();
    soon.setDate(soon.getDate() + 3);
    const validUntil = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    stubApi(() => ({ items: [{ ...cannedList[0]!, validUntil }], total: 1, page: 1, pageSize: 20 }));
    renderQuotations('/quotations');
    expect(await screen.findByText('expires in 3 days')).toBeInTheDocument();
  });

  it('offers staff the requests waiting for pricing and the rate cards', async () => {
    const calls = stubApi(() => ({ items: [], total: 0, page: 1, pageSize: 20 }));
    renderQuotations('/quotations', { role: 'operations-agent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Waiting for pricing' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('REQUESTED'));
    expect(screen.getByRole('link', { name: 'Rate cards' })).toHaveAttribute('href', '/quotations/rate-cards');
  });

  it('shows a customer no rate cards link', async () => {
    stubApi(() => ({ items: [], total: 0, page: 1, pageSize: 20 }));
    renderQuotations('/quotations', { role: 'customer-user' });
    expect(await screen.findByText('No quotations yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rate cards' })).not.toBeInTheDocument();
  });
});
