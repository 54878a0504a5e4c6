import { useState, type ReactNode } from 'react';
import { CHARGE_BASIS_LABELS, type QuotationOption } from '@freightdeck/contracts';
import { Badge, formatDate, Select } from '@freightdeck/ui';
import { OPTION_MARK_LABELS, OPTION_SORT_LABELS, OPTION_SORTS, optionMarks, sortOptions, type OptionSort } from './compare-options';
import { formatCo2e, formatMoney, formatTransit } from './format';
import { Breakdown, Facts, Marks, OptionActions, OptionCard, OptionGrid, Price, Toolbar } from './options-comparison.styles';

const SORT_OPTIONS = OPTION_SORTS.map((s) => ({ value: s, label: OPTION_SORT_LABELS[s] }));
const qty = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 3 });

/** Every charge of an option: code, description, basis, quantity, rate, amount; the total below. */
export function ChargeBreakdown({ option, open = false }: { option: QuotationOption; open?: boolean }) {
  return (
    <Breakdown open={open}>
      <summary>Price breakdown ({option.charges.length} {option.charges.length === 1 ? 'charge' : 'charges'})</summary>
      <table aria-label={`Price breakdown of ${option.carrierName}`}>
        <thead>
          <tr><th scope="col">Charge</th><th scope="col" data-num>Qty × rate</th><th scope="col" data-num>Amount</th></tr>
        </thead>
        <tbody>
          {option.charges.map((c, i) => (
            <tr key={`${c.code}-${i}`}>
              <td>{c.code} – {c.description}<small>{CHARGE_BASIS_LABELS[c.basis] ?? c.basis}</small></td>
              <td data-num>{qty(c.quantity)} × {formatMoney(c.rate, c.currency)}</td>
              <td data-num>{formatMoney(c.amount, c.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot><tr><th scope="row" colSpan={2}>Total</th><td data-num>{formatMoney(option.total.amount, option.total.currency)}</td></tr></tfoot>
      </table>
    </Breakdown>
  );
}

export interface OptionsComparisonProps {
  options: readonly QuotationOption[];
  /** The accepted option, outlined. */
  chosenId?: string | null;
  /** What each option offers (Accept, Book); none on the public pages. */
  actions?: (option: QuotationOption) => ReactNode;
  /** Breakdowns open (print). */
  expanded?: boolean;
}

/** The options side by side, sortable by price, transit time and CO2e, with the cheapest, fastest and lowest CO2e marked. */
export function OptionsComparison({ options, chosenId = null, actions, expanded = false }: OptionsComparisonProps) {
  const [sort, setSort] = useState<OptionSort>('price');
  const marks = optionMarks(options);
  const sorted = sortOptions(options, sort);
  return (
    <section aria-label="Options">
      <Toolbar>
        <span role="status">{options.length} {options.length === 1 ? 'option' : 'options'}</span>
        {options.length > 1 && (
          <Select label="Sort options by" options={SORT_OPTIONS} value={sort} onChange={(e) => setSort(e.target.value as OptionSort)} />
        )}
      </Toolbar>
      <OptionGrid>
        {sorted.map((o) => (
          <OptionCard key={o.id} aria-label={`${o.carrierName} ${o.routing}`} data-chosen={o.id === chosenId || undefined} data-option={o.id}>
            <Marks>
              {o.id === chosenId && <Badge tone="accent">Accepted</Badge>}
              {marks.get(o.id)!.map((m) => <Badge key={m} tone="success">{OPTION_MARK_LABELS[m]}</Badge>)}
              {o.pricedBy === 'MANUAL' && <Badge tone="info">Priced by our desk</Badge>}
            </Marks>
            <h3>{o.carrierName} <small>({o.carrier})</small></h3>
            <Price>
              {formatMoney(o.total.amount, o.total.currency)}
              {o.totalInQuotationCurrency && o.totalInQuotationCurrency.currency !== o.total.currency && (
                <small>≈ {formatMoney(o.totalInQuotationCurrency.amount, o.totalInQuotationCurrency.currency)}</small>
              )}
            </Price>
            <Facts>
              <dt>Routing</dt><dd>{o.routing}</dd>
              <dt>Transit</dt><dd>{formatTransit(o.transitDays)}</dd>
              {o.departureAt && <><dt>Departs</dt><dd>{formatDate(o.departureAt, 'dateTime')}</dd></>}
              {o.arrivalAt && <><dt>Arrives</dt><dd>{formatDate(o.arrivalAt, 'dateTime')}</dd></>}
              <dt>CO2e</dt><dd>{formatCo2e(o.co2eKg)}</dd>
              <dt>Valid until</dt><dd>{formatDate(o.validUntil, 'date')}</dd>
              {o.rateCardReference && <><dt>Tariff</dt><dd>{o.rateCardReference}</dd></>}
            </Facts>
            {o.legs.length > 0 && (
              // A group of lines, not a description list: the legs have no terms (axe: definition-list).
              <Facts as="div" role="group" aria-label="Legs">
                {o.legs.map((l, i) => (
                  <span key={`${l.transportId}-${i}`} style={{ gridColumn: '1 / -1' }}>
                    {l.carrier} {l.vesselName ? `${l.vesselName} ` : ''}{l.transportId}: {l.from} → {l.to}
                  </span>
                ))}
              </Facts>
            )}
            {o.remarks && <p>{o.remarks}</p>}
            <ChargeBreakdown option={o} open={expanded} />
            {actions && <OptionActions>{actions(o)}</OptionActions>}
          </OptionCard>
        ))}
      </OptionGrid>
    </section>
  );
}
