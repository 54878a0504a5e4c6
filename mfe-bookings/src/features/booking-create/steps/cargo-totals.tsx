import { formatChargeable, formatCount, formatVolume, formatWeight } from '../../shared';
import { Totals } from '../create.styles';
import { formTotals } from '../estimate';
import { byContainer } from '../form-values';
import type { StepProps } from './step-props';

/** The whole shipment as it will be charged, updated on every keystroke. */
export function CargoTotals({ form }: StepProps) {
  const totals = formTotals(form.values);
  const fcl = byContainer(form.values);
  const label = form.values.mode === 'AIR' ? 'Chargeable weight' : fcl ? 'Containers' : 'Revenue tonnes (W/M)';
  return (
    <Totals role="group" aria-label="Shipment totals">
      <div><dt>{fcl ? 'Containers' : 'Pieces'}</dt><dd>{formatCount(totals.pieces)}</dd></div>
      <div><dt>Gross weight</dt><dd>{formatWeight(totals.grossWeightKg)}</dd></div>
      <div><dt>{fcl ? 'Container volume' : 'Volume'}</dt><dd>{formatVolume(totals.volumeM3)}</dd></div>
      {fcl && <div><dt>TEU</dt><dd>{formatCount(totals.teu)}</dd></div>}
      {!fcl && <div><dt>{label}</dt><dd>{formatChargeable(totals.chargeable)}</dd></div>}
    </Totals>
  );
}
