import type { ChargeCode } from '@freightdeck/contracts';

/**
 * Charge codes (docs/product/reference-data.md#charge-codes), with what each is counted per.
 *
 * Air: the air waybill "other charges" codes of the IATA ONE Record code lists
 * (IATA-Cargo/ONE-Record, 2025-07 standard, `OtherChargeCode`); on the waybill a suffix C
 * (due carrier) or A (due agent) follows the code. FC is the charges-collect fee, not fuel.
 * Sea: the common ocean surcharges as carriers publish them in their tariffs (Maersk,
 * Hapag-Lloyd, CMA CGM surcharge pages, 2026).
 */
const AIR: [code: string, name: string, basis: string][] = [
  ['AW', 'Air waybill fee', 'per air waybill'],
  ['CD', 'Clearance and handling at destination', 'per shipment'],
  ['CH', 'Clearance and handling at origin', 'per shipment'],
  ['FC', 'Charges-collect fee', 'percent of collect charges'],
  ['IN', 'Insurance', 'percent of value'],
  ['MY', 'Fuel surcharge', 'per kg'],
  ['PU', 'Pick-up', 'per shipment'],
  ['RA', 'Dangerous goods fee', 'per air waybill'],
  ['SA', 'Delivery', 'per shipment'],
  ['SC', 'Security charge', 'per kg'],
  ['SO', 'Storage at origin', 'per kg per day'],
  ['SR', 'Storage at destination', 'per kg per day'],
];

const SEA: [code: string, name: string, basis: string][] = [
  ['BAF', 'Bunker adjustment factor', 'per container'],
  ['CAF', 'Currency adjustment factor', 'percent of freight'],
  ['DOC', 'Documentation fee', 'per bill of lading'],
  ['EBS', 'Emergency bunker surcharge', 'per container'],
  ['ISPS', 'Port security (ISPS)', 'per container'],
  ['LSS', 'Low-sulphur surcharge', 'per container'],
  ['PSS', 'Peak season surcharge', 'per container'],
  ['THC', 'Terminal handling charge', 'per container'],
];

export function buildChargeCodes(): ChargeCode[] {
  return [
    ...AIR.map(([code, name, basis]): ChargeCode => ({ code, name, mode: 'AIR', basis })),
    ...SEA.map(([code, name, basis]): ChargeCode => ({ code, name, mode: 'SEA', basis })),
  ];
}
