import { useId } from 'react';
import { Button, Logo } from '@freightdeck/ui';
import { BookingStatusBadge, formatDay, formatInstant, formatMode, orDash } from '../../shared';
import { CargoSection } from './cargo-section';
import { ChargesSection } from './charges-section';
import { EmissionsSection } from './emissions-section';
import { PartyBlocks } from './party-blocks';
import { Desk, Facts, PrintFooter, PrintPageStyle, Sheet, SheetHeader, Title, Toolbar } from './print.styles';
import { carrierReferenceLabel, type PrintableBooking, type PrintCharges } from './printable';
import { ReferenceQr } from './reference-qr';
import { RouteTable } from './route-table';

export interface PrintDocumentProps {
  booking: PrintableBooking;
  /** The signed-in view's prices; absent in the shared view. */
  charges?: PrintCharges;
  /** The shared view: when its link stops working. */
  linkExpiresAt?: string;
}

/** The booking on one A4 sheet (more when the cargo is long); the toolbar is not printed. */
export function PrintDocument({ booking, charges, linkExpiresAt }: PrintDocumentProps) {
  const headingId = useId();
  return (
    <Desk data-remote="bookings">
      <PrintPageStyle />
      <Toolbar>
        <span>{charges ? 'Signed-in view, with charges.' : 'Shared view: prices are not shown.'}</span>
        <Button onClick={() => window.print()}>Print</Button>
      </Toolbar>
      <Sheet as="main" aria-labelledby={headingId}>
        <SheetHeader>
          <div>
            <Logo />
            <Title id={headingId}>Booking {booking.ref}</Title>
            <p>
              <BookingStatusBadge status={booking.status} /> {formatMode(booking.mode, booking.seaLoad)} ·{' '}
              {booking.organization.name}
            </p>
          </div>
          <ReferenceQr value={booking.ref} />
        </SheetHeader>
        <Facts>
          <div><dt>Booking date</dt><dd>{formatDay(booking.createdAt)}</dd></div>
          <div><dt>Cargo ready</dt><dd>{formatDay(booking.cargoReadyDate)}</dd></div>
          <div><dt>{carrierReferenceLabel(booking.mode)}</dt><dd>{booking.carrierReference ?? 'Assigned at confirmation'}</dd></div>
          <div><dt>Customer reference</dt><dd>{orDash(booking.customerReference)}</dd></div>
          <div><dt>Confirmed</dt><dd>{formatInstant(booking.confirmedAt)}</dd></div>
          <div><dt>Delivered</dt><dd>{formatInstant(booking.delivery?.deliveredAt)}</dd></div>
        </Facts>
        <section aria-labelledby="print-parties">
          <h2 id="print-parties">Parties</h2>
          <PartyBlocks shipper={booking.shipper} consignee={booking.consignee} notifyParty={booking.notifyParty} />
        </section>
        <RouteTable mode={booking.mode} origin={booking.origin} destination={booking.destination} legs={booking.legs} />
        <CargoSection cargo={booking.cargo} totals={booking.totals} />
        {charges && <ChargesSection charges={charges} />}
        <EmissionsSection emissions={booking.emissions} />
        <PrintFooter>
          Printed {formatInstant(new Date().toISOString())} from Freightdeck.
          {linkExpiresAt && ` Shared link valid until ${formatInstant(linkExpiresAt)}.`}
        </PrintFooter>
      </Sheet>
    </Desk>
  );
}
