import { RadioGroup } from '../form';
import { setField, type ShipmentForm } from './set-field';
import { Fields } from './shipment-form.styles';
import type { ShipmentFields } from './shipment-values';

const MODES = [
  { value: 'AIR' as const, label: 'Air freight', hint: 'By the kilogram: the greater of gross and volumetric weight.' },
  { value: 'SEA' as const, label: 'Sea freight', hint: 'By the container (FCL) or by the revenue tonne (LCL).' },
];
const LOADS = [
  { value: 'FCL' as const, label: 'Full container load (FCL)', hint: 'Whole ISO containers for your cargo.' },
  { value: 'LCL' as const, label: 'Less than container load (LCL)', hint: 'Your pieces share a container.' },
];

/** Air or sea, and for sea full or shared containers. */
export function ShipmentModeFields({ form }: { form: ShipmentForm }) {
  const { values, errors } = form;
  const chooseMode = (mode: ShipmentFields['mode']) => {
    if (mode === values.mode) return;
    setField(form, 'mode', mode);
    // Airport codes mean nothing for sea freight and port codes nothing for air.
    setField(form, 'origin', '');
    setField(form, 'destination', '');
    if (mode === 'AIR') setField(form, 'seaLoad', '');
  };
  return (
    <Fields>
      <RadioGroup legend="Transport mode" name="mode" value={values.mode} options={MODES} onChange={chooseMode} error={errors.mode} />
      {values.mode === 'SEA' && (
        <RadioGroup legend="Sea load" name="seaLoad" value={values.seaLoad} options={LOADS} onChange={(v) => setField(form, 'seaLoad', v)} error={errors.seaLoad} />
      )}
    </Fields>
  );
}
