import { dashboardWidgets, governWidget, WIDGET_REMOTES, type RemoteWidget } from './widgets';

const component = async () => ({ default: 'widget' });
const bookingView = { or: ['booking:own:view', 'booking:organization:view', 'booking:view'] };

describe('the widget table', () => {
  it('builds a remote\'s widgets with their titles, order and requirement', () => {
    const widgets = dashboardWidgets('bookings', { 'booking-status-counts': component, 'booking-watchlist': component });
    expect(widgets.map(({ component: _c, ...w }) => w)).toEqual([
      { id: 'booking-status-counts', title: 'Bookings by status', order: 10, permission: bookingView },
      { id: 'booking-watchlist', title: 'Watchlist', order: 20, permission: bookingView },
    ]);
  });

  it('loads widgets only from the remotes that have some', () => {
    expect(WIDGET_REMOTES).toEqual(['bookings', 'reports', 'track', 'quotations']);
  });

  it('restores the requirement of a known widget; keeps an unknown one as declared; refuses another owner\'s', () => {
    const open: RemoteWidget = { id: 'booking-watchlist', title: 'Mine', order: 1, component };
    expect(governWidget('bookings', open)).toEqual({ id: 'booking-watchlist', title: 'Watchlist', order: 20, permission: bookingView, component });
    expect(governWidget('reports', open)).toBeNull();
    const fresh: RemoteWidget = { id: 'co2-trend', title: 'CO2e trend', order: 30, component };
    expect(governWidget('reports', fresh)).toBe(fresh);
  });
});
