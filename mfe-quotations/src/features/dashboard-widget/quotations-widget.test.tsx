import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from '@freightdeck/ui';
import { widgets } from '../../widgets';
import { cannedSummary } from '../../testing/canned-quotations';
import { resetBetweenTests, stubApi } from '../../testing/fake-api';
import QuotationsWidget, { summaryTiles, weekAhead } from './quotations-widget';

resetBetweenTests();

describe('the quotations dashboard widget', () => {
  it('is the table\'s widget of this remote', () => {
    expect(widgets.map((w) => [w.id, w.title])).toEqual([['quotations-overview', 'Quotations']]);
  });

  it('links each count to the list filtered the same way; "this week" is today and the next 7 days', () => {
    const now = new Date(2026, 10, 25, 12);
    expect(weekAhead(now)).toBe('2026-12-03');
    expect(summaryTiles({ ...cannedSummary, expiringThisWeek: 2 }, now)).toEqual([
      { label: 'Open quotations', count: 1, query: 'status=ISSUED&status=ACCEPTED' },
      { label: 'Expiring this week', count: 2, query: 'status=ISSUED&status=ACCEPTED&expiringBefore=2026-12-03' },
      { label: 'Waiting for pricing', count: 1, query: 'status=REQUESTED' },
    ]);
  });

  it('shows the summary counts', async () => {
    stubApi((c) => (c.path === '/v1/quotations/summary' ? { ...cannedSummary, open: 7, expiringThisWeek: 3 } : undefined));
    render(<SWRConfig value={{ provider: () => new Map() }}><UiProvider><MemoryRouter><QuotationsWidget /></MemoryRouter></UiProvider></SWRConfig>);
    expect(await screen.findByRole('link', { name: 'Open quotations: 7' })).toHaveAttribute('href', '/quotations?status=ISSUED&status=ACCEPTED');
    expect(screen.getByRole('link', { name: 'Expiring this week: 3' })).toBeInTheDocument();
  });
});
