import { useState } from 'react';
import { UpdateRateCardSchema, type RateCard, type UpdateRateCardInput } from '@freightdeck/contracts';
import { Button, DateRangePicker, FormActions, FormFields, FormGroup, FormListError, Modal, TextField, toNumber } from '@freightdeck/ui';
import { updateRateCard } from '../shared';

type AirRow = RateCard['airRates'][number];
const AIR_KEYS: [keyof Omit<AirRow, 'cargoType'>, string][] = [['minimum', 'M'], ['n', 'N'], ['q45', '+45'], ['q100', '+100'], ['q300', '+300'], ['q500', '+500'], ['q1000', '+1000']];
const text = (n: number) => String(n);
const num = (s: string) => toNumber(s) ?? Number.NaN;

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
    const parsed = UpdateRateCardSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path.map(String).join('.')] ??= i.code === 'invalid_type' ? 'must be a number' : i.message;
    if (validTo < validFrom) found.validTo = 'must not be before valid from';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onSaved(await updateRateCard(card.id, input));
    } catch (error) {
      const details = (error as { code?: string; details?: { path: string; message: string }[] }).details;
      if (Array.isArray(details) && details.length) setErrors(Object.fromEntries(details.map((d) => [d.path, d.message])));
      else setErrors({ '': (error as { userMessage?: string }).userMessage ?? 'The card could not be saved.' });
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
      {listed.length > 0 && <FormListError role="alert">Not saved: {listed.map(([p, m]) => (p ? `${p} ${m}` : m)).join('; ')}.</FormListError>}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button disabled={busy} onClick={() => void save()}>{busy ? 'Saving…' : 'Save card'}</Button>
      </FormActions>
    </Modal>
  );
}
