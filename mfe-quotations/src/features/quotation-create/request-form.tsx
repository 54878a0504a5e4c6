import { useCurrentUser } from '@freightdeck/auth';
import {
  Button, Card, Form, FormFields, FormListError, formatDate, Select, ShipmentCargoFields, ShipmentModeFields, ShipmentRouteFields, TextAreaField, TextField,
  type FormApi,
} from '@freightdeck/ui';
import styled from 'styled-components';
import { CustomerPicker } from './customer-picker';
import type { RequestValues } from './request-values';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'SGD', 'CNY', 'JPY', 'SEK', 'DKK', 'NOK', 'CHF'].map((c) => ({ value: c, label: c }));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  & > div { display: flex; gap: ${({ theme }) => theme.spacing(1)}; align-items: center; }
`;

export interface RequestFormProps {
  form: FormApi<RequestValues>;
  onSaveDraft: () => void;
  draftSaving: boolean;
  draftSavedAt: string | null;
  /** Errors of the API about no field on screen. */
  unplaced: string[];
}

/** The request: mode, route and cargo as the booking form asks them (the shared steps), then what only a quotation asks. */
export function RequestForm({ form, onSaveDraft, draftSaving, draftSavedAt, unplaced }: RequestFormProps) {
  const { user } = useCurrentUser();
  const customers = (user?.organizations ?? []).filter((o) => !o.isPrimary);
  // Staff (the primary organization) request on behalf of any customer; a customer of several organizations picks one of them.
  const forWhom = user?.userOfPrimaryOrganization ? (
    <CustomerPicker value={form.values.organizationId} error={form.errors.organizationId} onChange={(id) => form.setValue('organizationId', id)} />
  ) : customers.length > 1 && (
    <Select
      label="Request for" placeholder="Your first organization" options={customers.map((o) => ({ value: o.id, label: o.name }))}
      value={form.values.organizationId} error={form.errors.organizationId} onChange={(e) => form.setValue('organizationId', e.target.value)}
    />
  );
  return (
    <Form form={form} aria-label="Quotation request">
      <Card title="1. Mode" level={2}><ShipmentModeFields form={form} /></Card>
      <Card title="2. Route" level={2}><ShipmentRouteFields form={form} before={forWhom} purpose="request" /></Card>
      <Card title="3. Cargo" level={2}><ShipmentCargoFields form={form} /></Card>
      <Card title="4. Price in" level={2}>
        <FormFields>
          <Select label="Compare prices in" options={CURRENCIES} value={form.values.currency} onChange={(e) => form.setValue('currency', e.target.value)} />
          <TextField label="Declared value (for insurance, optional)" inputMode="decimal" {...form.field('declaredValue.amount')} />
          <Select label="Declared value currency" options={CURRENCIES} value={form.values['declaredValue.currency']} onChange={(e) => form.setValue('declaredValue.currency', e.target.value)} />
        </FormFields>
        <TextAreaField label="Remarks for the pricing desk (optional)" maxLength={2000} {...form.field('remarks')} />
      </Card>
      {unplaced.length > 0 && <FormListError role="alert">The request was not accepted: {unplaced.join('; ')}.</FormListError>}
      <Actions>
        <div>
          <Button variant="secondary" onClick={onSaveDraft} disabled={draftSaving}>{draftSaving ? 'Saving…' : 'Save as draft'}</Button>
          {draftSavedAt && <span role="status">Draft saved at {formatDate(draftSavedAt, 'shortTime')}</span>}
        </div>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Pricing…' : 'Get prices'}</Button>
      </Actions>
    </Form>
  );
}
