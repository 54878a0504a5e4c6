import { formatCo2e, formatNumber } from '../../shared';
import { Facts, Note } from './print.styles';
import type { PrintableBooking } from './printable';

export function EmissionsSection({ emissions }: { emissions: PrintableBooking['emissions'] }) {
  return (
    <section aria-labelledby="print-emissions">
      <h2 id="print-emissions">Emissions</h2>
      <Facts>
        <div><dt>Emissions (well-to-wheel)</dt><dd>{emissions.co2eKg === null ? 'Not available' : formatCo2e(emissions.co2eKg)}</dd></div>
        <div><dt>Distance</dt><dd>{emissions.distanceKm === null ? '—' : `${formatNumber(emissions.distanceKm, 0)} km`}</dd></div>
        <div><dt>Intensity</dt><dd>{emissions.intensityGPerTonneKm === null ? '—' : `${formatNumber(emissions.intensityGPerTonneKm, 1)} g/tkm`}</dd></div>
      </Facts>
      <Note>
        Method: {emissions.method}; emission factors {emissions.factorsVersion}.
        {!emissions.complete && ' Partial: a leg without distance or factor is not counted.'}
      </Note>
    </section>
  );
}
