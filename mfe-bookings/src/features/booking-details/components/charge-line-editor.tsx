import { CHARGE_BASES, CHARGE_BASIS_LABELS, FREIGHT_CHARGE_CODE, type ChargeCode, type ChargeLine } from '@freightdeck/contracts';
import { Button, ChargeCodePicker, Select, TextField, type FormApi } from '@freightdeck/ui';
import { formatMoney } from '../../shared';
import { basisFromLabel } from './charges-values';
import { Row } from './details.styles';
import type { FlatValues } from './line-values';

const BASIS_OPTIONS = CHARGE_BASES.map((b) => ({ value: b, label: CHARGE_BASIS_LABELS[b] }));

interface Props {
  form: FormApi<FlatValues>;
  index: number;
  /** The line as computed now (its amount live). */
  line: ChargeLine;
  onRemove: () => void;
}

/** One charge line: code, description, basis, quantity, rate, currency and its amount as typed. */
export function ChargeLineEditor({ form, index, line, onRemove }: Props) {
  const key = (f: string) => `charges.${index}.${f}`;
  const freight = form.values[key('code')] === FREIGHT_CHARGE_CODE;
  // Picking a code fills what the reference set says about it, unless already typed.
  const onCode = (code: string | null, item: ChargeCode | undefined) => {
    form.setValue(key('code'), code ?? '');
    if (item && !(form.values[key('description')] ?? '').trim()) form.setValue(key('description'), item.name);
    const basis = item ? basisFromLabel(item.basis) : undefined;
    if (basis) form.setValue(key('basis'), basis);
  };
  return (
    <Row role="group" aria-label={`Charge line ${index + 1}`}>
      {freight ? (
        // FRT is the freight itself, not a code of the reference set: shown, not picked.
        <TextField label="Charge code" value="FRT (freight)" readOnly />
      ) : (
        <ChargeCodePicker required name={key('code')} value={form.values[key('code')] || null} error={form.errors[key('code')]} onChange={onCode} />
      )}
      <TextField label="Description" required maxLength={200} {...form.field(key('description'))} />
      <Select label="Basis" options={BASIS_OPTIONS} {...form.field(key('basis'))} />
      <TextField label={line.basis === 'PERCENT_OF_FREIGHT' ? 'Quantity (not used)' : 'Quantity'} inputMode="decimal" {...form.field(key('quantity'))} />
      <TextField label={line.basis === 'PERCENT_OF_FREIGHT' ? 'Rate (%)' : 'Rate'} inputMode="decimal" {...form.field(key('rate'))} />
      <TextField label="Currency" maxLength={3} {...form.field(key('currency'))} />
      <output aria-label={`Amount of line ${index + 1}`}>{formatMoney(line.amount, line.currency || '—')}</output>
      <Button variant="secondary" onClick={onRemove}>Remove line {index + 1}</Button>
    </Row>
  );
}
