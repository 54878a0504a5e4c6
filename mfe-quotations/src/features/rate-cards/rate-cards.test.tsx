import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedImportReport, cannedRateCard } from '../../testing/canned-quotations';
import { renderQuotations, resetBetweenTests, stubApi } from '../../testing/fake-api';

jest.setTimeout(20_000);
resetBetweenTests();

const CSV = 'reference,carrier,mode\nLH-SINFRA-2027Q1,LH,AIR\nCX-SINFRA-2027Q1,CX,AIR\n';

describe('/quotations/rate-cards', () => {
  it('lists the cards, and a dry run reports every row, naming the refused one, with nothing imported', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/rate-cards') return { items: [cannedRateCard], total: 1, page: 1, pageSize: 20 };
      if (c.path === '/v1/rate-cards/import' && (c.body as { dryRun: boolean }).dryRun) return cannedImportReport;
      if (c.path === '/v1/rate-cards/import') {
        return new Response(JSON.stringify({
          code: 'VALIDATION_ERROR', message: '1 row refused (first: line 3); nothing was imported',
          details: [{ path: 'line 3', message: 'CX-SINFRA-2027Q1: q100: must be a number' }],
        }), { status: 400, headers: { 'content-type': 'application/json' } });
      }
      return undefined;
    });
    renderQuotations('/quotations/rate-cards?mode=AIR', { role: 'operations-agent' });
    const row = await screen.findByRole('row', { name: /SQ-SINFRA-2026Q4/ });
    expect(row).toHaveTextContent('SIN → FRA');
    expect(row).toHaveTextContent('pharmaceutical: M USD 120.00, +100 USD 4.60/kg');
    expect(calls[0]!.query.get('mode')).toBe('AIR');

    await userEvent.click(screen.getByLabelText('CSV'));
    await userEvent.paste(CSV);
    await userEvent.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    const report = await screen.findByRole('status', { name: 'Import report' });
    expect(report).toHaveTextContent('Dry run, nothing written: 1 to add, 0 to change, 0 unchanged, 1 refused.');
    expect(within(report).getByRole('row', { name: /3 CX-SINFRA-2027Q1 Refuse q100: must be a number/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/rate-cards/import')?.body).toEqual({ csv: CSV, dryRun: true });

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const refused = await screen.findByRole('alert', { name: 'Import refused' });
    expect(refused).toHaveTextContent('Nothing was imported. 1 row refused (first: line 3); nothing was imported. Fix this line and import again.');
    expect(refused).toHaveTextContent('line 3: CX-SINFRA-2027Q1: q100: must be a number');
    expect(screen.queryByRole('status', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('edits a card\'s rates and checks them before sending', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/rate-cards') return { items: [cannedRateCard], total: 1, page: 1, pageSize: 20 };
      if (c.method === 'PATCH') return cannedRateCard;
      return undefined;
    });
    renderQuotations('/quotations/rate-cards', { role: 'operations-agent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SQ-SINFRA-2026Q4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rate card SQ-SINFRA-2026Q4' });
    const pharma = within(dialog).getByRole('group', { name: /pharmaceutical/ });
    await userEvent.clear(within(pharma).getByLabelText('+500'));
    await userEvent.type(within(pharma).getByLabelText('+500'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(within(pharma).getByLabelText('+500')).toHaveAccessibleDescription('Enter the +500 rate per kg as a number');
    await userEvent.clear(within(pharma).getByLabelText('+500'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(within(pharma).getByLabelText('+500')).toHaveAccessibleDescription('Enter the +500 rate per kg');
    expect(within(dialog).getByText(/^Not saved:/)).toHaveTextContent('Not saved: Enter the +500 rate per kg.');
    await userEvent.type(within(pharma).getByLabelText('+500'), '3.95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ airRates: [{ cargoType: null, q500: 3.2 }, { cargoType: 'PHARMACEUTICAL', q500: 3.95 }], expectedVersion: 1 }));
  });

  it('tells a customer the rate cards are the pricing desk\'s, and asks the API nothing', async () => {
    const calls = stubApi(() => undefined);
    renderQuotations('/quotations/rate-cards', { role: 'customer-administrator' });
    expect(await screen.findByText('Rate cards are kept by the pricing desk')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/v1/rate-cards'))).toHaveLength(0);
  });
});
