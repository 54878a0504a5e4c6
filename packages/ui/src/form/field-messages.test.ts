import { CreateQuotationSchema } from '@freightdeck/contracts';
import { SHIPMENT_FIELD_LABELS } from '../shipment-form';
import { labelOf, namedMessage, nounOf, requiredMessage, schemaErrors, type FieldLabels } from './field-messages';

const LABELS: FieldLabels = {
  mode: { label: 'Transport mode', choose: true },
  cargoReadyDate: { label: 'Cargo-ready date' },
  'cargo.hsCode': { label: 'HS code' },
  'cargo.pieces.count': { label: 'Pieces', noun: 'number of pieces' },
  shipper: { label: 'Shipper', noun: 'shipper' },
};

describe('messages that name their field', () => {
  it('asks to enter or choose the field by its name', () => {
    expect(requiredMessage(LABELS.mode!)).toBe('Choose the transport mode');
    expect(requiredMessage(LABELS.cargoReadyDate!)).toBe('Enter the cargo-ready date');
    expect(requiredMessage(LABELS['cargo.hsCode']!)).toBe('Enter the HS code');
    expect(namedMessage(LABELS['cargo.pieces.count']!, '', 'not-a-number')).toBe('Enter the number of pieces as a number');
  });

  it('puts the field before a schema message, and turns "is required …" into a request', () => {
    expect(namedMessage(LABELS.cargoReadyDate!, 'is not a real date')).toBe('Cargo-ready date is not a real date');
    expect(namedMessage(LABELS.mode!, 'is required for sea freight')).toBe('Choose the transport mode for sea freight');
    expect(namedMessage(LABELS.mode!, 'is required: pick one')).toBe('Choose the transport mode');
    expect(namedMessage(LABELS['cargo.hsCode']!, 'Invalid input')).toBe('HS code: Invalid input');
  });

  it('finds the label of a line field and of a part\'s inner field', () => {
    expect(labelOf(LABELS, 'cargo.pieces.12.count')?.noun).toBe('number of pieces');
    expect(labelOf(LABELS, 'shipper.phone.number')?.label).toBe('Shipper');
    expect(labelOf(LABELS, 'unknown')).toBeUndefined();
  });

  it('gives every field of an empty request (the contracts\' shared schema) a message that names it', () => {
    const schema = CreateQuotationSchema;
    const input = {
      mode: undefined, seaLoad: null, origin: '', destination: '', cargoReadyDate: '', currency: 'USD',
      cargo: { type: undefined, commodity: '', handlingCodes: [], pieces: [{ count: Number.NaN, lengthCm: undefined, widthCm: undefined, heightCm: undefined, weightKg: undefined }], containers: [] },
    };
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    const errors = schemaErrors(parsed.error!.issues, input, { labels: SHIPMENT_FIELD_LABELS });
    expect(errors).toMatchObject({
      mode: 'Choose the transport mode',
      origin: 'Choose the origin',
      cargoReadyDate: 'Enter the cargo-ready date',
      'cargo.commodity': 'Enter the commodity',
      'cargo.pieces.0.count': 'Enter the number of pieces as a number',
      'cargo.pieces.0.weightKg': 'Enter the weight per piece',
    });
    for (const [path, message] of Object.entries(errors)) {
      expect(message).toContain(nounOf(labelOf(SHIPMENT_FIELD_LABELS, path)!));
    }
  });

  it('names a field the labels miss by its path rather than leave the message alone', () => {
    expect(schemaErrors([{ path: ['legs'], message: 'must start at the origin', code: 'custom' }], {}, { labels: {} }))
      .toEqual({ legs: 'Legs must start at the origin' });
  });
});
