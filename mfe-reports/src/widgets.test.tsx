import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureAuth } from '@freightdeck/auth';
import { createCannedFetch } from '@freightdeck/dev-shell';
import { UiProvider } from '@freightdeck/ui';
import Co2eYtdWidget from './features/dashboard-widgets/co2e-ytd-widget';
import ShipmentsMonthWidget from './features/dashboard-widgets/shipments-month-widget';
import { canned } from './testing/canned';
import { widgets } from './widgets';

function renderWidget(Widget: ComponentType) {
  configureAuth({ baseUrl: '', fetch: createCannedFetch(canned) });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider><MemoryRouter initialEntries={['/dashboard']}><Widget /></MemoryRouter></UiProvider>
    </SWRConfig>,
  );
}

describe('reports widgets', () => {
  it('are the table\'s two widgets, for booking viewers', () => {
    expect(widgets.map((w) => [w.id, w.title, w.order])).toEqual([['reports-shipments-month', 'Shipments this month', 30], ['reports-co2e-ytd', 'CO2e this year', 40]]);
  });

  it('compare this month with the last', async () => {
    renderWidget(() => <ShipmentsMonthWidget />);
    expect(await screen.findByText('Nov 2026')).toBeInTheDocument();
    // 4 bookings in November against 6 in October.
    expect(screen.getByText(/down 33% on last month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/reports');
  });

  it('give the year\'s CO2e with its intensity', async () => {
    renderWidget(() => <Co2eYtdWidget />);
    expect(await screen.findByText('Since 1 January (WTW)')).toBeInTheDocument();
    expect(screen.getByText(/g CO2e\/t-km/)).toBeInTheDocument();
  });
});
