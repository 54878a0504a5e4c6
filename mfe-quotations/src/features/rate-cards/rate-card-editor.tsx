import { useState } from 'react';
import { UpdateRateCardSchema, type RateCard, type UpdateRateCardInput } from '@freightdeck/contracts';
import {
  Button, DateRangePicker, FormActions, FormFields, FormGroup, FormListError, Modal, schemaErrors, showFormError, TextField, toNumber, type FieldLabels,
} from '@freightdeck/ui';
import { updateRateCard } from '../shared';

type AirRow = RateCard['airRates'][number];
const AIR_KEYS: [keyof Omit<AirRow, 'cargoType'>, string][] = [['minimum', 'M'], ['n', 'N'], ['q45', '+45'], ['q100', '+100'], ['q300', '+300'], ['q500', '+500'], ['q1000', '+1000']];
const text = (n: number) => String(n);
/** A blank stays missing ("Enter the …"), other text not a number ("Enter the … as a number"); the schema refuses both before the API sees them. */
const num = (s: string) => (toNumber(s) ?? (s.trim() ? Number.NaN : undefined)) as number;

/** The card's fields as the editor labels them, by API path (row positions left out): every message names its field. */
export const RATE_CARD_FIELD_LABELS: FieldLabels = {
  validFrom: { label: 'Valid from', noun: 'first day of validity' },
  validTo: { label: 'Valid to', noun: 'last day of validity' },
  currency: { label: 'Currency' },
  remarks: { label: 'Remarks' },
  ...Object.fromEntries(AIR_KEYS.map(([k, label]) => [`airRates.${k}`, { label, noun: k === 'minimum' ? 'minimum charge (M)' : `${label} rate per kg` }])),
  'fclRates.rate': { label: 'Rate per container', noun: 'rate per container' },
  'lclRate.ratePerRevenueTonne': { label: 'Per revenue tonne', noun: 'rate per revenue tonne' },
  'lclRate.minimumCharge': { label: 'Minimum charge', noun: 'LCL minimum charge' },
  'surcharges.rate': { label: 'Surcharge rate', noun: 'surcharge rate' },
};

/** The card as the API will check it (the contracts' schema), by path, each message naming its field. */
export function rateCardErrors(input: UpdateRateCardInput): Record<string, string> {
  const parsed = UpdateRateCardSchema.safeParse(input);
  const found = parsed.success ? {} : schemaErrors(parsed.error.issues, input, { labels: RATE_CARD_FIELD_LABELS });
  if (input.validFrom && input.validTo && input.validTo < input.validFrom) found.validTo ??= 'Valid to must not be before valid from';
  return found;
}

/**
 * Edit a card: its validity, currency, remarks and every rate (weight breaks per cargo-type
 * row, container rates, LCL, surcharge rates). The API checks the card as a whole (the
 * contracts' checkRateCard) and answers field by field.
 */
export function RateCardEditor({ card, onClose, onSaved }: { card: RateCard; onClose: () => void; onSaved: (c: RateCard) => void }) {
  const [validFrom, setValidFrom] = useState(card.validFrom);
  const [validTo, setValidTo] = useState(card.validTo);
  const [currency, setCurrency] = useState(card.currency);
  const [remarks, setRemarks] = useState(card.remarks);
  const [air, setAir] = useState(card.airRates.map((r) => Object.fromEntries(AIR_KEYS.map(([k]) => [k, text(r[k])])) as Record<string, string>));
  const [fcl, setFcl] = useState(card.fclRates.map((r) => text(r.rate)));
  const [lcl, setLcl] = useState(card.lclRate ? { rt: text(card.lclRate.ratePerRevenueTonne), min: text(card.lclRate.minimumCharge) } : null);
  const [sur, setSur] = useState(card.surcharges.map((s) => text(s.rate)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const body = (): UpdateRateCardInput => ({
    validFrom, validTo, currency, remarks,
    airRates: card.airRates.map((r, i) => ({ ...r, ...Object.fromEntries(AIR_KEYS.map(([k]) => [k, num(air[i]![k]!)])) })),
    fclRates: card.fclRates.map((r, i) => ({ ...r, rate: num(fcl[i]!) })),
    lclRate: lcl ? { ratePerRevenueTonne: num(lcl.rt), minimumCharge: num(lcl.min) } : null,
    surcharges: card.surcharges.map((s, i) => ({ ...s, rate: num(sur[i]!) })),
    expectedVersion: card.version,
  });
  const save = async () => {
    const input = body();
    const found = rateCardErrors(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onSaved(await updateRateCard(card.id, input));
    } catch (error) {
      // A VALIDATION_ERROR marks the card's fields, named; every other error to the Error modal (docs/product/errors.md#forms).
      showFormError(error, setErrors, { labels: RATE_CARD_FIELD_LABELS });
    } finally {
      setBusy(false);
    }
  };
  const listed = Object.entries(errors);
  return (
    <Modal open title={`Edit rate card ${card.reference}`} onClose={onClose}>
      <FormFields>
        <DateRangePicker
          fromLabel="Valid from" toLabel="Valid to" value={{ from: validFrom, to: validTo }} errors={{ from: errors.validFrom, to: errors.validTo }}
          onChange={({ from, to }) => { setValidFrom(from); setValidTo(to); }}
        />
        <TextField label="Currency" maxLength={3} value={currency} onChange={(e) => setCurrency(e.target.value.toUpperCase())} error={errors.currency} />
      </FormFields>
      {card.airRates.map((r, i) => (
        <FormGroup key={r.cargoType ?? 'general'}>
          <legend>Weight breaks, {r.cargoType ? r.cargoType.toLowerCase() : 'general cargo'} (per kg; M per shipment)</legend>
          <FormFields>
            {AIR_KEYS.map(([k, label]) => (
              <TextField key={k} label={label} inputMode="decimal" value={air[i]![k]!} error={errors[`airRates.${i}.${k}`]}
                onChange={(e) => setAir(air.map((row, j) => (j === i ? { ...row, [k]: e.target.value } : row)))} />
            ))}
          </FormFields>
        </FormGroup>
      ))}
      {card.fclRates.length > 0 && (
        <FormGroup><legend>Per container</legend><FormFields>
          {card.fclRates.map((r, i) => (
            <TextField key={r.containerType} label={r.containerType} inputMode="decimal" value={fcl[i]!} error={errors[`fclRates.${i}.rate`]} onChange={(e) => setFcl(fcl.map((v, j) => (j === i ? e.target.value : v)))} />
          ))}
        </FormFields></FormGroup>
      )}
      {lcl && (
        <FormGroup><legend>LCL (W/M)</legend><FormFields>
          <TextField label="Per revenue tonne" inputMode="decimal" value={lcl.rt} error={errors['lclRate.ratePerRevenueTonne']} onChange={(e) => setLcl({ ...lcl, rt: e.target.value })} />
          <TextField label="Minimum charge" inputMode="decimal" value={lcl.min} error={errors['lclRate.minimumCharge']} onChange={(e) => setLcl({ ...lcl, min: e.target.value })} />
        </FormFields></FormGroup>
      )}
      {card.surcharges.length > 0 && (
        <FormGroup><legend>Surcharges</legend><FormFields>
          {card.surcharges.map((s, i) => (
            <TextField key={`${s.code}-${i}`} label={`${s.code} ${s.basis.startsWith('PERCENT') ? '(%)' : ''}`} title={s.description} inputMode="decimal" value={sur[i]!}
              error={errors[`surcharges.${i}.rate`]} onChange={(e) => setSur(sur.map((v, j) => (j === i ? e.target.value : v)))} />
          ))}
        </FormFields></FormGroup>
      )}
      <TextField label="Remarks" value={remarks} onChange={(e) => setRemarks(e.target.value)} error={errors.remarks} />
      {listed.length > 0 && <FormListError role="alert">Not saved: {listed.map(([, m]) => m).join('; ')}.</FormListError>}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button disabled={busy} onClick={() => void save()}>{busy ? 'Saving…' : 'Save card'}</Button>
      </FormActions>
    </Modal>
  );
}
