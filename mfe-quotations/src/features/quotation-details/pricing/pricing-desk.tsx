import { useState } from 'react';
import { CHARGE_BASIS_LABELS, type ChargeBasis, type Quotation } from '@freightdeck/contracts';
import { Button, Card, CarrierPicker, DatePicker, errorModal, FormFields, FormGroup, FormListError, Select, TextField } from '@freightdeck/ui';
import styled from 'styled-components';
import { formatMoney, issueQuotation, updateQuotation } from '../../shared';
import { BASIS_VALUES, draftsOf, emptyCharge, emptyOption, optionErrors, toManualOption, type ChargeRow, type OptionDraft } from './manual-option';

const BASIS_OPTIONS = BASIS_VALUES.map((b) => ({ value: b, label: CHARGE_BASIS_LABELS[b] }));
const CURRENCIES = ['USD', 'EUR', 'GBP', 'SGD', 'CNY', 'JPY', 'SEK', 'DKK', 'NOK', 'CHF'].map((c) => ({ value: c, label: c }));
const ChargeGrid = styled.div`
  display: grid;
  grid-template-columns: 90px minmax(140px, 2fr) minmax(150px, 1.2fr) 100px 110px auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: end;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: end;
`;
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The pricing desk's screen for a request no rate card priced (staff, `price` allowed): carrier
 * options typed by hand, each a list of charge lines (the server computes the amounts), the
 * validity, then Issue, which e-mails the customer.
 */
export function PricingDesk({ quotation, onChange }: { quotation: Quotation; onChange: (q: Quotation) => void }) {
  const [drafts, setDrafts] = useState<OptionDraft[]>(() => draftsOf(quotation));
  const [validUntil, setValidUntil] = useState(quotation.validUntil ?? inDays(14));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const patch = (i: number, change: Partial<OptionDraft>) => setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const patchCharge = (i: number, c: number, change: Partial<ChargeRow>) =>
    patch(i, { charges: drafts[i]!.charges.map((row, k) => (k === c ? { ...row, ...change } : row)) });

  const run = async (what: string, action: () => Promise<Quotation>) => {
    setBusy(what);
    try {
      onChange(await action());
    } catch (error) {
      errorModal.show(error);
    } finally {
      setBusy(null);
    }
  };
  const save = async () => {
    const found = optionErrors(drafts);
    setErrors(found);
    if (Object.keys(found).length) return;
    await run('save', () => updateQuotation(quotation.id, { options: drafts.map(toManualOption), validUntil, expectedVersion: quotation.version }));
  };
  const issue = () => run('issue', () => issueQuotation(quotation.id, { validUntil, expectedVersion: quotation.version }));

  return (
    <Card title="Pricing desk" level={2}>
      <p>No rate card priced this request. Price it by hand: one or more carrier options, then issue it — the customer is e-mailed.</p>
      {drafts.map((d, i) => (
        <FormGroup key={d.key} aria-label={`Option ${i + 1}`}>
          <legend>Option {i + 1}</legend>
          <FormFields>
            <CarrierPicker label="Carrier" value={d.carrier || null} onChange={(code) => patch(i, { carrier: code ?? '' })} error={errors[`${i}.carrier`]} required />
            <TextField label="Transit days" inputMode="numeric" value={d.transitDays} onChange={(e) => patch(i, { transitDays: e.target.value })} error={errors[`${i}.transitDays`]} />
            <Select label="Currency" options={CURRENCIES} value={d.currency} onChange={(e) => patch(i, { currency: e.target.value })} />
            <TextField label="Remarks" value={d.remarks} onChange={(e) => patch(i, { remarks: e.target.value })} />
          </FormFields>
          {errors[`${i}.charges`] && <FormListError role="alert">Charges: {errors[`${i}.charges`]}</FormListError>}
          {d.charges.map((c, k) => (
            <ChargeGrid key={c.key} role="group" aria-label={`Option ${i + 1} charge ${k + 1}`}>
              <TextField label="Code" value={c.code} maxLength={4} onChange={(e) => patchCharge(i, k, { code: e.target.value.toUpperCase() })} error={errors[`${i}.charges.${k}.code`]} />
              <TextField label="Description" value={c.description} onChange={(e) => patchCharge(i, k, { description: e.target.value })} error={errors[`${i}.charges.${k}.description`]} />
              <Select label="Basis" options={BASIS_OPTIONS} value={c.basis} onChange={(e) => patchCharge(i, k, { basis: e.target.value as ChargeBasis })} />
              <TextField label="Quantity" inputMode="decimal" value={c.quantity} onChange={(e) => patchCharge(i, k, { quantity: e.target.value })} error={errors[`${i}.charges.${k}.quantity`]} />
              <TextField label="Rate" inputMode="decimal" value={c.rate} onChange={(e) => patchCharge(i, k, { rate: e.target.value })} error={errors[`${i}.charges.${k}.rate`]} />
              {d.charges.length > 1 ? <Button variant="secondary" onClick={() => patch(i, { charges: d.charges.filter((_, j) => j !== k) })}>Remove</Button> : <span />}
            </ChargeGrid>
          ))}
          <Row>
            <Button variant="secondary" onClick={() => patch(i, { charges: [...d.charges, emptyCharge()] })}>Add a charge</Button>
            {drafts.length > 1 && <Button variant="secondary" onClick={() => setDrafts(drafts.filter((_, j) => j !== i))}>Remove option {i + 1}</Button>}
          </Row>
        </FormGroup>
      ))}
      <Row>
        <Button variant="secondary" onClick={() => setDrafts([...drafts, emptyOption(quotation)])}>Add another option</Button>
        <DatePicker label="Valid until" value={validUntil} onChange={setValidUntil} />
        <Button variant="secondary" disabled={busy !== null} onClick={() => void save()}>{busy === 'save' ? 'Saving…' : 'Save prices'}</Button>
        <Button disabled={busy !== null || quotation.options.length === 0 || !quotation.allowedActions.includes('issue')} onClick={() => void issue()}>
          {busy === 'issue' ? 'Issuing…' : 'Issue quotation'}
        </Button>
      </Row>
      {quotation.options.length > 0 && (
        <p role="status">Saved: {quotation.options.map((o) => `${o.carrierName} ${formatMoney(o.total.amount, o.total.currency)}`).join(', ')}.</p>
      )}
    </Card>
  );
}
