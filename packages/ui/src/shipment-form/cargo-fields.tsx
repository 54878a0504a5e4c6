import { CARGO_TYPES, HANDLING_CODE_LIST, HANDLING_CODES, needsTemperatureRange, type CargoType, type HandlingCode } from '@freightdeck/contracts';
import { CheckboxField } from '../form';
import { Select } from '../select';
import { TextField } from '../text-field';
import { ContainerLines, PiecesLines } from './cargo-lines';
import { formatChargeable, formatCount, formatVolume, formatWeight } from '../format';
import { setField, type ShipmentForm } from './set-field';
import { Fields, FormNote, Group, Totals } from './shipment-form.styles';
import { byContainer, shipmentTotals, type ShipmentFields } from './shipment-values';

export const CARGO_TYPE_LABELS: Readonly<Record<CargoType, string>> = {
  PARCEL: 'Parcel', GENERAL: 'General cargo', PERISHABLE: 'Perishable', PHARMACEUTICAL: 'Pharmaceutical',
};
const TYPE_OPTIONS = CARGO_TYPES.map((t) => ({ value: t, label: CARGO_TYPE_LABELS[t] }));

/** The whole shipment as it will be charged, updated on every keystroke. */
export function ShipmentTotals({ values }: { values: ShipmentFields }) {
  const totals = shipmentTotals(values);
  const fcl = byContainer(values);
  const label = values.mode === 'AIR' ? 'Chargeable weight' : fcl ? 'Containers' : 'Revenue tonnes (W/M)';
  return (
    <div role="group" aria-label="Shipment totals">
      <Totals>
        <div><dt>{fcl ? 'Containers' : 'Pieces'}</dt><dd>{formatCount(totals.pieces)}</dd></div>
        <div><dt>Gross weight</dt><dd>{formatWeight(totals.grossWeightKg)}</dd></div>
        <div><dt>{fcl ? 'Container volume' : 'Volume'}</dt><dd>{formatVolume(totals.volumeM3)}</dd></div>
        {fcl && <div><dt>TEU</dt><dd>{formatCount(totals.teu)}</dd></div>}
        {!fcl && <div><dt>{label}</dt><dd>{formatChargeable(totals.chargeable)}</dd></div>}
      </Totals>
    </div>
  );
}

/** What travels, how it must be handled, and its pieces or containers, with the live totals. */
export function ShipmentCargoFields({ form }: { form: ShipmentForm }) {
  const { values, errors } = form;
  const type = values['cargo.type'];
  const controlled = type !== '' && needsTemperatureRange(type);
  const codes = values['cargo.handlingCodes'];
  const toggle = (code: HandlingCode, on: boolean) => setField(form, 'cargo.handlingCodes', on ? [...codes, code] : codes.filter((c) => c !== code));
  return (
    <>
      <Fields>
        <Select
          label="Cargo type" placeholder="Choose a type" required options={TYPE_OPTIONS} value={type} error={errors['cargo.type']}
          onChange={(e) => setField(form, 'cargo.type', e.target.value as ShipmentFields['cargo.type'])}
        />
        <TextField label="Commodity" required maxLength={200} {...form.field('cargo.commodity')} />
        <TextField label="HS code" inputMode="numeric" maxLength={10} {...form.field('cargo.hsCode')} />
      </Fields>
      <Group>
        <legend>Temperature range{controlled ? '' : ' (optional)'}</legend>
        {controlled && <FormNote>{CARGO_TYPE_LABELS[type]} cargo travels within a stated range.</FormNote>}
        <Fields>
          <TextField label="Minimum temperature (°C)" inputMode="decimal" required={controlled} {...form.field('cargo.temperature.minC')} />
          <TextField label="Maximum temperature (°C)" inputMode="decimal" required={controlled} {...form.field('cargo.temperature.maxC')} />
        </Fields>
      </Group>
      <Group>
        <legend>Dangerous goods (optional)</legend>
        <Fields>
          <TextField label="UN number" placeholder="UN1845" maxLength={6} {...form.field('cargo.dangerousGoods.unNumber')} />
          <TextField label="Hazard class" placeholder="9" maxLength={3} {...form.field('cargo.dangerousGoods.hazardClass')} />
        </Fields>
      </Group>
      <Group>
        <legend>Handling codes</legend>
        <Fields>
          {HANDLING_CODE_LIST.map((code) => (
            <CheckboxField key={code} label={`${code} – ${HANDLING_CODES[code]}`} checked={codes.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
          ))}
        </Fields>
      </Group>
      {byContainer(values) ? <ContainerLines form={form} /> : <PiecesLines form={form} />}
      <ShipmentTotals values={values} />
    </>
  );
}
