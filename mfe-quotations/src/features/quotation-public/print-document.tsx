import { CHARGE_BASIS_LABELS, type QuotationOption, type SharedQuotation } from '@freightdeck/contracts';
import { Button, formatDate, Logo } from '@freightdeck/ui';
import { formatCo2e, formatMoney, formatTransit, optionMarks, QUOTATION_STATUS_LABELS, RequestSummary, sortOptions } from '../shared';
import { Desk, Head, PrintPageStyle, Sheet, Terms, Toolbar } from './print.styles';

export type PrintableQuotation = Omit<SharedQuotation, 'expiresAt' | 'organization'> & { organization: { name: string } };

const MARKS = { cheapest: 'cheapest', fastest: 'fastest', lowestCo2e: 'lowest CO2e' } as const;

function OptionBlock({ option: o, index, marks, accepted }: { option: QuotationOption; index: number; marks: string[]; accepted: boolean }) {
  return (
    <section aria-label={`Option ${index + 1}`}>
      <h3>
        Option {index + 1}: {o.carrierName} ({o.carrier}) · {o.routing} · {formatMoney(o.total.amount, o.total.currency)}
        {accepted ? ' · accepted' : ''}{marks.length ? ` · ${marks.join(', ')}` : ''}
      </h3>
      <p>
        Transit {formatTransit(o.transitDays)}
        {o.departureAt ? ` · departs ${formatDate(o.departureAt, 'dateTime')}` : ''}{o.arrivalAt ? ` · arrives ${formatDate(o.arrivalAt, 'dateTime')}` : ''}
        {' · '}{formatCo2e(o.co2eKg)} (ISO 14083, well-to-wheel{o.emissions.distanceKm ? `, ${Math.round(o.emissions.distanceKm).toLocaleString('en')} km` : ''}) · price valid until {formatDate(o.validUntil, 'date')}
      </p>
      <table>
        <thead><tr><th>Charge</th><th>Basis</th><th data-num>Quantity</th><th data-num>Rate</th><th data-num>Amount</th></tr></thead>
        <tbody>
          {o.charges.map((c, i) => (
            <tr key={`${c.code}-${i}`}>
              <td>{c.code} – {c.description}</td><td>{CHARGE_BASIS_LABELS[c.basis] ?? c.basis}</td>
              <td data-num>{c.quantity.toLocaleString('en', { maximumFractionDigits: 3 })}</td><td data-num>{formatMoney(c.rate, c.currency)}</td><td data-num>{formatMoney(c.amount, c.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th colSpan={4}>Total</th><td data-num><strong>{formatMoney(o.total.amount, o.total.currency)}</strong></td></tr></tfoot>
      </table>
    </section>
  );
}

/** The quotation as an A4 document: who, what, every option with its charges, validity and terms. */
export function PrintDocument({ quotation: q, linkExpiresAt }: { quotation: PrintableQuotation; linkExpiresAt?: string }) {
  const marks = optionMarks(q.options);
  const options = sortOptions(q.options, 'price');
  return (
    <Desk data-remote="quotations">
      <PrintPageStyle />
      <Toolbar>
        <span>{linkExpiresAt ? `Shared link, valid until ${formatDate(linkExpiresAt, 'dateTime')}` : 'Print or save as PDF (A4)'}</span>
        <Button onClick={() => window.print()}>Print</Button>
      </Toolbar>
      <Sheet aria-labelledby="quotation-title">
        <Head>
          <div>
            <Logo />
            <h1 id="quotation-title">Quotation {q.ref}</h1>
            <p>For {q.organization.name}</p>
          </div>
          <dl>
            <dt>Status</dt><dd>{QUOTATION_STATUS_LABELS[q.status]}</dd>
            <dt>Issued</dt><dd>{q.issuedAt ? formatDate(q.issuedAt, 'date') : '–'}</dd>
            <dt>Valid until</dt><dd>{q.validUntil ? formatDate(q.validUntil, 'date') : 'not priced yet'}</dd>
            <dt>Requested</dt><dd>{formatDate(q.createdAt, 'date')}</dd>
          </dl>
        </Head>
        <h2>Shipment</h2>
        <RequestSummary quotation={q} />
        <h2>Options ({q.options.length})</h2>
        {options.length === 0 && <p>Not priced yet: our pricing desk prices this request.</p>}
        {options.map((o, i) => (
          <OptionBlock key={o.id} option={o} index={i} marks={marks.get(o.id)!.map((m) => MARKS[m])} accepted={o.id === q.acceptedOptionId} />
        ))}
        <h2>Terms</h2>
        <Terms>
          <li>Prices hold until the validity date above for cargo ready by the stated date, and for the cargo as described: a change of weight, volume, type or route is priced again.</li>
          <li>Space and equipment are confirmed by the carrier when the booking is confirmed, not by this quotation.</li>
          <li>Surcharges that depend on a carrier’s published tariff (fuel, security, currency) are those in effect on the day of the quotation; amounts in another currency are converted at the day’s exchange rate and shown as indicative.</li>
          <li>Duties, taxes, inspections, storage and demurrage are not included unless listed above.</li>
          <li>CO2e figures follow ISO 14083 (GLEC Framework) well-to-wheel factors; they are estimates for the route shown.</li>
          <li>An expired quotation cannot be accepted or booked; ask for a new one.</li>
        </Terms>
      </Sheet>
    </Desk>
  );
}
