import { screen } from '@testing-library/react';
import type { Booking } from '@freightdeck/contracts';
import { renderDetails, stubApi, type Answer } from './render-details';

/** Opens FD-AIR-0042 on the details page with empty documents, loggers and links unless `routes` say otherwise. */
export async function openDetails(booking: Booking, routes: Record<string, Answer> = {}) {
  const api = stubApi({
    'GET /v1/bookings/data-loggers': { items: [] },
    'GET /v1/bookings/:id': booking,
    'GET /v1/bookings/:id/documents': { items: [] },
    'GET /v1/bookings/:id/share-links': { items: [] },
    ...routes,
  });
  renderDetails(`/bookings/${booking.ref}`);
  await screen.findByRole('heading', { level: 1, name: `Booking ${booking.ref}` });
  return api;
}
