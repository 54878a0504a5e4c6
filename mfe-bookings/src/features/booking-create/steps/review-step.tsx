import { chargeTotals, CONTAINER_TYPES, HANDLING_CODES } from '@freightdeck/contracts';
import {
  CARGO_TYPE_LABELS, Card, DescriptionList, formatCountry, formatDate, formatPhone, formatPlace, formatWeight, toNumber, useReferenceFormats, type DescriptionItem,
} from '@freightdeck/ui';
import { formatMode, formatRoute, formatTemperatureRange } from '../../shared';
import { byContainer, PARTY_ROLES, type BookingFormFields, type PartyRole } from '../form-values';
import { useEstimate } from '../estimate';
import { PARTY_TITLES } from './party-fields';
import { EstimateCard, QuotedChargesCard } from './estimate-card';
import type { StepProps } from './step-props';

function partyItems(v: BookingFormFields, role: PartyRole): DescriptionItem[] {
  const get = (f: string) => v[`${role}.${f}` as keyof BookingFormFields] as string;
  const phone = get('phone.number') ? formatPhone({ country: get('phone.country'), number: get('phone.number') }) : '';
  const country = get('country') ? formatCountry(get('country')) : '';
  return [
    { term: 'Company', value: get('company') },
    { term: 'Contact', value: [get('contactName'), get('email'), phone].filter(Boolean).join(' · ') },
    { term: 'Address', value: [get('address'), [get('postalCode'), get('city')].filter(Boolean).join(' '), country].filter(Boolean).join(', '), wide: true },
  ];
}

function cargoLines(v: BookingFormFields): string {
  if (byContainer(v)) return v['cargo.containers'].map((c) => `${c.count} × ${c.type ? CONTAINER_TYPES[c.type].name : '?'}, ${formatWeight(toNumber(c.cargoWeightKg))} each`).join('; ');
  return v['cargo.pieces'].map((p) => `${p.count} × ${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm, ${formatWeight(toNumber(p.weightKg))} each`).join('; ');
}

/** Step 5: everything entered, the estimated charges (or a quotation's charges) and the CO2e, before submitting. */
export function ReviewStep({ form, quotation }: StepProps) {
  const v = form.values;
  useReferenceFormats(); // names and calling codes once the reference data is in
  const estimate = useEstimate(v);
  const type = v['cargo.type'];
  const dg = v['cargo.dangerousGoods.unNumber'] ? `${v['cargo.dangerousGoods.unNumber']}, class ${v['cargo.dangerousGoods.hazardClass']}` : 'None';
  const [minC, maxC] = [toNumber(v['cargo.temperature.minC']), toNumber(v['cargo.temperature.maxC'])];
  const temperature = minC !== undefined && maxC !== undefined ? formatTemperatureRange({ minC, maxC }) : '';
  return (
    <>
      <Card title="Shipment" level={3}>
        <DescriptionList items={[
          { term: 'Mode', value: v.mode ? formatMode(v.mode, v.seaLoad || null) : '' },
          { term: 'Route', value: v.origin && v.destination ? formatRoute(formatPlace(v.origin), formatPlace(v.destination)) : '' },
          { term: 'Cargo ready', value: formatDate(v.cargoReadyDate, 'date') },
          { term: 'Customer reference', value: v.customerReference },
        ]} />
      </Card>
      <Card title="Cargo" level={3}>
        <DescriptionList items={[
          { term: 'Type', value: type ? CARGO_TYPE_LABELS[type] : '' },
          { term: 'Commodity', value: [v['cargo.commodity'], v['cargo.hsCode'] && `HS ${v['cargo.hsCode']}`].filter(Boolean).join(' · ') },
          { term: 'Temperature', value: temperature },
          { term: 'Dangerous goods', value: dg },
          { term: 'Handling', value: v['cargo.handlingCodes'].map((c) => `${c} (${HANDLING_CODES[c]})`).join(', ') },
          { term: byContainer(v) ? 'Containers' : 'Pieces', value: cargoLines(v), wide: true },
        ]} />
      </Card>
      {PARTY_ROLES.filter((r) => r !== 'notifyParty' || v.hasNotifyParty).map((role) => (
        <Card key={role} title={PARTY_TITLES[role]} level={3}><DescriptionList items={partyItems(v, role)} /></Card>
      ))}
      {quotation ? <QuotedChargesCard quotation={quotation} estimate={estimate} /> : <EstimateCard estimate={estimate} totals={chargeTotals(estimate.charges)} />}
    </>
  );
}
