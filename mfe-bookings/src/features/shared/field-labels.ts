import { SHIPMENT_FIELD_LABELS, type FieldLabel, type FieldLabels } from '@freightdeck/ui';

const ROLES = { shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party' } as const;

/** A party's fields as the parties step labels them. */
const PARTY: Record<string, FieldLabel> = {
  company: { label: 'Company' },
  contactName: { label: 'Contact name' },
  email: { label: 'E-mail', noun: 'e-mail address' },
  phone: { label: 'Phone', noun: 'phone number' },
  'phone.country': { label: 'Calling code', choose: true },
  'phone.number': { label: 'Phone number' },
  address: { label: 'Address' },
  postalCode: { label: 'Postal code' },
  city: { label: 'City' },
  country: { label: 'Country', choose: true },
};

/** "Shipper company" in a table, "the shipper's company" in a message. */
const partyLabels = Object.entries(ROLES).flatMap(([role, name]) => [
  [role, { label: name, noun: name.toLowerCase() }] as const,
  ...Object.entries(PARTY).map(([field, f]) => [
    `${role}.${field}`,
    { ...f, label: `${name} ${f.label.toLowerCase()}`, noun: `${name.toLowerCase()}'s ${f.noun ?? f.label.toLowerCase()}` },
  ] as const),
]);

/**
 * Every booking field as the pages label it, by API path: the create form's messages name the
 * field with it ("Enter the cargo-ready date") and the details page's history and revisions show
 * a changed field by it ("Carrier reference", not `carrierReference`). One map, so the form,
 * the details and the history say the same.
 */
export const BOOKING_FIELD_LABELS: FieldLabels = {
  ...SHIPMENT_FIELD_LABELS,
  ...Object.fromEntries(partyLabels),
  organizationId: { label: 'Customer', noun: 'customer to book for', choose: true },
  customerReference: { label: 'Customer reference' },
  carrierReference: { label: 'Carrier reference' },
  remarks: { label: 'Remarks' },
  status: { label: 'Status' },
  charges: { label: 'Charges' },
  'charges.code': { label: 'Charge code', choose: true },
  'charges.description': { label: 'Charge description' },
  'charges.basis': { label: 'Charge basis', choose: true },
  'charges.quantity': { label: 'Charge quantity' },
  'charges.rate': { label: 'Charge rate' },
  'charges.amount': { label: 'Charge amount' },
  'charges.currency': { label: 'Charge currency', choose: true },
  chargesSource: { label: 'Charges set by' },
  hasNotifyParty: { label: 'Notify party' },
  quotationId: { label: 'Quotation' },
  draftId: { label: 'Draft' },
};
