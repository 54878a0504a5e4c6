import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { configureAuth } from '@freightdeck/auth';
import { createCannedFetch } from '@freightdeck/dev-shell';
import { UiProvider } from '@freightdeck/ui';
import Co2eYtdWidget from './features/dashboard-widgets/co2e-ytd-widget';
import { sameDayLastMonth } from './features/dashboard-widgets/local-day';
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

  it('compare this month so far with the same days of the last, and show the last whole', async () => {
    renderWidget(() => <ShipmentsMonthWidget now={new Date(2026, 10, 26, 12)} />);
    expect(await screen.findByText('Nov 2026 so far')).toBeInTheDocument();
    expect(screen.getByText('Oct 2026, whole month')).toBeInTheDocument();
    // 4 bookings to 26 November against 5 from 1 to 26 October (6 in the whole month).
    expect(await screen.findByText(/down 20% on 1–26 Oct/)).toBeInTheDocument();
    expect(screen.getByText('4 bookings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/reports');
  });

  it('compare with the same day of last month, or its last day when it is shorter', () => {
    expect(sameDayLastMonth(new Date(2026, 2, 31))).toBe('2026-02-28');
    expect(sameDayLastMonth(new Date(2026, 0, 15))).toBe('2025-12-15');
  });

  it('give the year\'s CO2e with its intensity', async () => {
    renderWidget(() => <Co2eYtdWidget />);
    expect(await screen.findByText('Since 1 January (WTW)')).toBeInTheDocument();
    expect(screen.getByText(/g CO2e\/t\u2011km/)).toBeInTheDocument();
  });
});
