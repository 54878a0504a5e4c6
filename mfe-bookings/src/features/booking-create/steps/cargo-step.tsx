import { CARGO_TYPES, HANDLING_CODE_LIST, HANDLING_CODES, needsTemperatureRange, type HandlingCode } from '@freightdeck/contracts';
import { CheckboxField, Select, TextField } from '@freightdeck/ui';
import { Fields, Group, Note } from '../create.styles';
import { byContainer, type BookingFormFields } from '../form-values';
import { CargoTotals } from './cargo-totals';
import { ContainerLines } from './container-lines';
import { PiecesLines } from './pieces-lines';
import { setField, type StepProps } from './step-props';

export const CARGO_TYPE_LABELS: Record<(typeof CARGO_TYPES)[number], string> = {
  PARCEL: 'Parcel', GENERAL: 'General cargo', PERISHABLE: 'Perishable', PHARMACEUTICAL: 'Pharmaceutical',
};
const TYPE_OPTIONS = CARGO_TYPES.map((t) => ({ value: t, label: CARGO_TYPE_LABELS[t] }));

/** Step 3: what travels, how it must be handled, and its pieces or containers. */
export function CargoStep({ form }: StepProps) {
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
          onChange={(e) => setField(form, 'cargo.type', e.target.value as BookingFormFields['cargo.type'])}
        />
        <TextField label="Commodity" required maxLength={200} {...form.field('cargo.commodity')} />
        <TextField label="HS code" inputMode="numeric" maxLength={10} {...form.field('cargo.hsCode')} />
      </Fields>
      <Group>
        <legend>Temperature range{controlled ? '' : ' (optional)'}</legend>
        {controlled && <Note>{CARGO_TYPE_LABELS[type]} cargo travels within a stated range.</Note>}
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
      <CargoTotals form={form} />
    </>
  );
}
