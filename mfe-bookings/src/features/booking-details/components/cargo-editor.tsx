import { cargoTotals, type Booking } from '@freightdeck/contracts';
import { TextField, type FormApi } from '@freightdeck/ui';
import { formatChargeable, formatCount, formatVolume, formatWeight } from '../../shared';
import { byContainer, containersOf, piecesOf } from './cargo-values';
import { ContainersEditor } from './containers-editor';
import { Columns, Muted, SubTitle } from './details.styles';
import type { FlatValues } from './line-values';
import { PiecesEditor } from './pieces-editor';

/** Commodity, temperature range and the cargo lines, with the totals as the API will compute them (cargoTotals). */
export function CargoEditor({ form, booking }: { form: FormApi<FlatValues>; booking: Pick<Booking, 'mode' | 'seaLoad'> }) {
  const containers = byContainer(booking);
  const totals = cargoTotals({
    mode: booking.mode, seaLoad: booking.seaLoad,
    ...(containers ? { containers: containersOf(form.values) } : { pieces: piecesOf(form.values) }),
  });
  return (
    <div role="group" aria-labelledby="edit-cargo">
      <SubTitle id="edit-cargo">Cargo</SubTitle>
      <Columns>
        <TextField label="Commodity" required {...form.field('cargo.commodity')} />
        <TextField label="HS code" inputMode="numeric" {...form.field('cargo.hsCode')} />
        <TextField label="Minimum temperature (°C)" inputMode="decimal" {...form.field('cargo.temperature.minC')} />
        <TextField label="Maximum temperature (°C)" inputMode="decimal" {...form.field('cargo.temperature.maxC')} />
      </Columns>
      {containers ? <ContainersEditor form={form} /> : <PiecesEditor form={form} />}
      <Muted role="status" aria-label="Cargo totals">
        {containers
          ? `${formatCount(totals.pieces)} containers (${formatCount(totals.teu)} TEU), ${formatWeight(totals.grossWeightKg)}`
          : `${formatCount(totals.pieces)} pieces, ${formatWeight(totals.grossWeightKg)}, ${formatVolume(totals.volumeM3)}, chargeable ${formatChargeable(totals.chargeable)}`}
      </Muted>
    </div>
  );
}
