import { screen, within } from '@testing-library/react';
import { cannedQuotation, QUOTATION_ID, sharedQuotation } from '../../testing/canned-quotations';
import { apiError, renderQuotations, resetBetweenTests, stubApi } from '../../testing/fake-api';

resetBetweenTests();

describe('public quotation pages', () => {
  it('the share link opens the quotation without credentials', async () => {
    const calls = stubApi((c) => (c.path === '/v1/quotations/shareable/qs_tok' ? sharedQuotation() : undefined));
    renderQuotations('/quotations/share/QT-AIR-0101?token=qs_tok', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotation QT-AIR-0101' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Options' })).toHaveTextContent('Cheapest');
    expect(screen.getByRole('link', { name: 'Printable quotation' })).toHaveAttribute('href', '/quotations/print/QT-AIR-0101?token=qs_tok');
    const init = (globalThis.fetch as jest.Mock).mock.calls.find(([u]) => String(u).includes('/shareable/'))![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a revoked or expired link says so', async () => {
    stubApi(() => apiError(404, 'NOT_FOUND'));
    renderQuotations('/quotations/share/QT-AIR-0101?token=qs_gone', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid or has expired' })).toBeInTheDocument();
  });

  it('prints an A4 document with every option\'s charges, the validity and the terms', async () => {
    stubApi((c) => (c.path === `/v1/quotations/${QUOTATION_ID}` ? cannedQuotation() : undefined));
    renderQuotations(`/quotations/print/QT-AIR-0101?id=${QUOTATION_ID}`, { role: 'customer-user' });
    const sheet = await screen.findByRole('article', { name: 'Quotation QT-AIR-0101' });
    expect(within(sheet).getAllByRole('region', { name: /^Option/ })).toHaveLength(3);
    expect(within(sheet).getByRole('region', { name: 'Option 1' })).toHaveTextContent('Cathay Cargo (CX) · SIN → HKG → FRA · USD 2,851.19 · cheapest');
    expect(sheet).toHaveTextContent('Valid until09 Dec 2026');
    expect(within(sheet).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  });
});
