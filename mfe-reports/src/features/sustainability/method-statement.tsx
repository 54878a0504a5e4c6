import type { EmissionsDisclosure, ReportTotals } from '@freightdeck/contracts';
import { Section } from '@freightdeck/ui';
import { countOf, formatOne, PlainTable, TableScroll } from '../shared';

const DISTANCE_METHODS: Record<string, string> = {
  GREAT_CIRCLE_PLUS_95_KM: 'Air: great-circle distance + 95 km',
  GREAT_CIRCLE_X_1_15: 'Sea, a port more than 600 km from the marine network: great-circle distance × 1.15',
  SEA_ROUTE: 'Sea: the shortest feasible route over the Eurostat marine network (through Suez and Panama, across the Pacific)',
};

/** How the figures were counted: the standard, the factor table with its sources, distances, data quality. */
export function MethodStatement({ disclosure, totals }: { disclosure: EmissionsDisclosure; totals: ReportTotals }) {
  const share = totals.defaultFactorShare;
  const unconfirmed = disclosure.hubFactors.filter((h) => !h.confirmed);
  return (
    <Section title="Method">
      <p>
        Emissions are counted following {disclosure.standard} and the {disclosure.framework}: per leg, the gross mass in tonnes × the
        distance × the mode&apos;s intensity factor, plus terminal handling and transshipment at the hubs the cargo passes.
        Figures are well-to-wheel (WTW); tank-to-wheel (TTW) is shown beside them for the transport legs. Factor table: {disclosure.factorsVersion}.
      </p>
      <p>
        Data quality: {share === null ? 'no emissions counted in this selection.' : `${formatOne(share * 100)}% of the CO2e is counted with default factors; ${formatOne((1 - share) * 100)}% with modelled or carrier (primary) data.`}
        {' '}{totals.co2eBookings} of {countOf(totals.bookings, 'booking')} could be counted (a place without coordinates leaves a leg uncounted).
      </p>
      <ul>{disclosure.distanceMethods.map((m) => <li key={m}>{DISTANCE_METHODS[m] ?? m}</li>)}</ul>
      <p>{disclosure.seaRoute}</p>
      <p>
        Hubs: terminal handling at origin and destination and each transshipment count the GLEC default logistics-site intensity
        per tonne handled (WTW; sites have no TTW figure).
        {unconfirmed.length > 0
          ? ` Not confirmed against the GLEC table: ${unconfirmed.map((h) => h.description).join('; ')} (see the source of each row).`
          : ' Every hub factor was checked against the GLEC table.'}
      </p>
      <TableScroll tabIndex={0} role="region" aria-label="Emission factors table">
      <PlainTable aria-label="Emission factors">
        <thead><tr><th>Factor</th><th className="num">WTW kg CO2e/t-km</th><th className="num">TTW kg CO2e/t-km</th><th>Source</th></tr></thead>
        <tbody>
          {disclosure.factors.map((f) => (
            <tr key={f.id}><td>{f.description}</td><td className="num">{f.wtwKgCo2ePerTonneKm.toFixed(4)}</td><td className="num">{f.ttwKgCo2ePerTonneKm.toFixed(4)}</td><td>{f.source}</td></tr>
          ))}
          {disclosure.hubFactors.map((h) => (
            <tr key={h.id}><td>{h.description}</td><td className="num">{h.wtwKgCo2ePerTonne.toFixed(2)} per t</td><td className="num">–</td><td>{h.source}</td></tr>
          ))}
        </tbody>
      </PlainTable>
      </TableScroll>
    </Section>
  );
}
