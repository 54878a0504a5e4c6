import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedQuotation, cannedShareLink, QUOTATION_ID, WAITING_ID, waitingQuotation } from '../../testing/canned-quotations';
import { renderQuotations, resetBetweenTests, stubApi } from '../../testing/fake-api';

jest.setTimeout(30_000);
resetBetweenTests();

describe('/quotations/:id', () => {
  it('shows the request, the options with breakdowns and the history, and declines with a reason', async () => {
    const calls = stubApi((c) => {
      if (c.path.endsWith('/share-links')) return { items: [cannedShareLink] };
      if (c.path.endsWith('/decline')) return cannedQuotation({ status: 'DECLINED', declineReason: (c.body as { reason: string }).reason, allowedActions: [] });
      if (c.path === `/v1/quotations/${QUOTATION_ID}`) return cannedQuotation();
      return undefined;
    });
    renderQuotations(`/quotations/${QUOTATION_ID}`, { role: 'customer-user' });
    expect(await screen.findByRole('heading', { level: 2, name: 'QT-AIR-0101 · SIN → FRA' })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: /Price breakdown/ })).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Issued (Waiting for pricing → Issued)');
    expect(screen.getByRole('table', { name: 'Share links' })).toHaveTextContent('/quotations/share/QT-AIR-0101?token=');
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', `/quotations/print/QT-AIR-0101?id=${QUOTATION_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline QT-AIR-0101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline quotation' }));
    expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription('Say why the quotation is declined');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Cargo postponed to January');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline quotation' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/decline'))?.body).toEqual({ reason: 'Cargo postponed to January', expectedVersion: 2 }));
    expect(await screen.findByText('Cargo postponed to January')).toBeInTheDocument();
  });

  it('an accepted quotation offers Book, which opens the booking form filled in from it', async () => {
    stubApi((c) => (c.path === `/v1/quotations/${QUOTATION_ID}` ? cannedQuotation({ status: 'ACCEPTED', acceptedOptionId: 'opt-cx', allowedActions: ['book'] }) : undefined));
    renderQuotations(`/quotations/${QUOTATION_ID}`, { role: 'customer-user' });
    expect(await screen.findByRole('link', { name: 'Book' })).toHaveAttribute('href', `/bookings/create?quotation=${QUOTATION_ID}`);
    expect(screen.getByRole('listitem', { name: /Cathay Cargo/ })).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('an expired quotation says it can no longer be accepted and offers nothing to do', async () => {
    stubApi((c) => (c.path === `/v1/quotations/${QUOTATION_ID}` ? cannedQuotation({ status: 'EXPIRED', allowedActions: [] }) : undefined));
    renderQuotations(`/quotations/${QUOTATION_ID}`, { role: 'customer-user' });
    expect(await screen.findByText(/can no longer be accepted or booked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('the pricing desk prices a waiting request by hand and issues it', async () => {
    let current = waitingQuotation({ allowedActions: ['price', 'decline', 'share'] });
    const calls = stubApi((c) => {
      if (c.path.endsWith('/share-links')) return { items: [] };
      if (c.method === 'PATCH') {
        current = waitingQuotation({ version: 2, allowedActions: ['price', 'issue', 'decline', 'share'], options: [{ ...cannedQuotation().options[0]!, carrier: 'MAEU', carrierName: 'Maersk', pricedBy: 'MANUAL' }] });
        return current;
      }
      if (c.path.endsWith('/issue')) return cannedQuotation({ id: WAITING_ID, ref: 'QT-SEA-0102', allowedActions: ['share'] });
      if (c.path === `/v1/quotations/${WAITING_ID}`) return current;
      return undefined;
    });
    renderQuotations(`/quotations/${WAITING_ID}`, { role: 'operations-agent' });
    const desk = await screen.findByRole('region', { name: 'Pricing desk' });
    expect(within(desk).getByRole('button', { name: 'Issue quotation' })).toBeDisabled();
    await userEvent.click(within(desk).getByRole('button', { name: 'Save prices' }));
    expect(within(desk).getByRole('combobox', { name: 'Carrier' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    const carrier = within(desk).getByRole('combobox', { name: 'Carrier' });
    await waitFor(() => expect(carrier).not.toHaveAttribute('aria-busy'));
    await userEvent.type(carrier, 'MAEU');
    await userEvent.click(await screen.findByRole('option', { name: /^MAEU/ }));
    const freight = within(desk).getByRole('group', { name: 'Option 1 charge 1' });
    expect(within(freight).getByLabelText('Code')).toHaveValue('FRT');
    expect(within(freight).getByLabelText('Quantity')).toHaveValue('2');
    await userEvent.type(within(freight).getByLabelText('Rate'), '1850');
    await userEvent.type(within(desk).getByLabelText('Transit days'), '34');
    await userEvent.click(within(desk).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      options: [{ carrier: 'MAEU', transitDays: 34, currency: 'USD', charges: [{ code: 'FRT', basis: 'PER_CONTAINER', quantity: 2, rate: 1850, currency: 'USD' }] }],
      expectedVersion: 1,
    }));
    await userEvent.click(await within(desk).findByRole('button', { name: 'Issue quotation' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/issue'))?.body).toMatchObject({ expectedVersion: 2 }));
  });

  it('a draft quotation is sent as a request', async () => {
    const calls = stubApi((c) => {
      if (c.path.endsWith('/submit')) return cannedQuotation({ version: 3 });
      if (c.path === `/v1/quotations/${QUOTATION_ID}`) return cannedQuotation({ status: 'DRAFT', allowedActions: ['submit', 'edit'] });
      return undefined;
    });
    renderQuotations(`/quotations/${QUOTATION_ID}`, { role: 'customer-user' });
    expect(await screen.findByText(/A draft: its prices are for you to see/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/submit'))?.body).toEqual({ expectedVersion: 2 }));
    expect(await screen.findByRole('button', { name: /^Accept Cathay/ })).toBeInTheDocument();
  });

  it('a quotation outside the caller\'s scope is not found', async () => {
    stubApi(() => undefined);
    renderQuotations(`/quotations/${QUOTATION_ID}`, { role: 'customer-user' });
    expect(await screen.findByText('Quotation not found')).toBeInTheDocument();
  });
});
