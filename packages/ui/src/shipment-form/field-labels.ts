import type { FieldLabels } from '../form/field-messages';

/**
 * The shipment fields as the booking and quotation forms label them, by API path (line
 * positions left out): what their messages name and how a changed field reads in a history.
 */
export const SHIPMENT_FIELD_LABELS: FieldLabels = {
  mode: { label: 'Transport mode', choose: true },
  seaLoad: { label: 'Sea load', choose: true },
  origin: { label: 'Origin', choose: true },
  destination: { label: 'Destination', choose: true },
  cargoReadyDate: { label: 'Cargo-ready date' },
  cargo: { label: 'Cargo' },
  'cargo.type': { label: 'Cargo type', choose: true },
  'cargo.commodity': { label: 'Commodity' },
  'cargo.hsCode': { label: 'HS code' },
  'cargo.dangerousGoods': { label: 'Dangerous goods' },
  'cargo.dangerousGoods.unNumber': { label: 'UN number' },
  'cargo.dangerousGoods.hazardClass': { label: 'Hazard class' },
  'cargo.temperature': { label: 'Temperature range' },
  'cargo.temperature.minC': { label: 'Minimum temperature (°C)', noun: 'minimum temperature' },
  'cargo.temperature.maxC': { label: 'Maximum temperature (°C)', noun: 'maximum temperature' },
  'cargo.handlingCodes': { label: 'Handling codes', choose: true },
  'cargo.pieces': { label: 'Pieces', noun: 'pieces' },
  'cargo.pieces.count': { label: 'Pieces', noun: 'number of pieces' },
  'cargo.pieces.lengthCm': { label: 'Length (cm)', noun: 'length' },
  'cargo.pieces.widthCm': { label: 'Width (cm)', noun: 'width' },
  'cargo.pieces.heightCm': { label: 'Height (cm)', noun: 'height' },
  'cargo.pieces.weightKg': { label: 'Weight per piece (kg)', noun: 'weight per piece' },
  'cargo.pieces.description': { label: 'Description' },
  'cargo.containers': { label: 'Containers', noun: 'containers' },
  'cargo.containers.type': { label: 'Container type', choose: true },
  'cargo.containers.count': { label: 'Containers', noun: 'number of containers' },
  'cargo.containers.cargoWeightKg': { label: 'Cargo weight per container (kg)', noun: 'cargo weight per container' },
  legs: { label: 'Legs' },
  'legs.carrier': { label: 'Carrier', choose: true },
  'legs.transportId': { label: 'Flight or voyage' },
  'legs.vesselName': { label: 'Vessel' },
  'legs.from': { label: 'From', noun: 'leg\'s origin', choose: true },
  'legs.to': { label: 'To', noun: 'leg\'s destination', choose: true },
  'legs.departureAt': { label: 'Departure' },
  'legs.arrivalAt': { label: 'Arrival' },
  scheduleOptionId: { label: 'Schedule option', choose: true },
};
