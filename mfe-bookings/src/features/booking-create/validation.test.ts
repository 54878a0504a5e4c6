import { labelOf, nounOf } from '@freightdeck/ui';
import { BOOKING_FIELD_LABELS } from '../shared';
import { emptyContainer, emptyFormValues, type BookingFormFields } from './form-values';
import { estimate, formTotals } from './estimate';
import { toBookingInput } from './to-booking-input';
import { bookingErrors, fieldOfPath, stepErrors, stepOfPath } from './validation';
import { pharmaValues } from './testing/draft-values';

const fcl = (over: Partial<BookingFormFields> = {}): BookingFormFields => ({
  ...pharmaValues(), mode: 'SEA', seaLoad: 'FCL', origin: 'CNSHA', destination: 'NLRTM', 'cargo.type': 'GENERAL',
  'cargo.temperature.minC': '', 'cargo.temperature.maxC': '', 'cargo.handlingCodes': [],
  'cargo.containers': [{ ...emptyContainer(), type: '42G1', count: '2', cargoWeightKg: '20000' }], ...over,
});

describe('create form validation', () => {
  it('checks only the fields of the step, with readable messages', () => {
    const values = { ...emptyFormValues(), mode: 'AIR' as const, origin: 'CNSHA', cargoReadyDate: '2026-13-45' };
    expect(stepErrors(0, values)).toEqual({});
    expect(stepErrors(1, values)).toEqual({
      origin: 'Origin must be an IATA airport code for AIR freight',
      destination: 'Choose the destination',
      cargoReadyDate: 'Cargo-ready date is not a real date',
    });
  });

  it('books FCL by container and checks each against its payload', () => {
    expect(stepErrors(2, fcl())).toEqual({});
    expect(stepErrors(2, fcl({ 'cargo.containers': [{ ...emptyContainer(), type: '22G1', count: '1', cargoWeightKg: '30000' }] })))
      .toEqual({ 'cargo.containers.0.cargoWeightKg': 'Cargo weight per container exceeds the 22G1 payload of 28,180 kg' });
    expect(stepErrors(2, fcl({ 'cargo.containers': [{ ...emptyContainer(), type: '', count: 'two', cargoWeightKg: '' }] })))
      .toEqual({
        'cargo.containers.0.type': 'Choose the container type',
        'cargo.containers.0.count': 'Enter the number of containers as a number',
        'cargo.containers.0.cargoWeightKg': 'Enter the cargo weight per container',
      });
    // Pieces typed before switching to FCL are not sent.
    expect(toBookingInput(fcl()).cargo.pieces).toEqual([]);
  });

  it('names the field in every message of an empty request, step by step and whole', () => {
    const empty = { ...emptyFormValues(), 'cargo.pieces': [{ ...emptyFormValues()['cargo.pieces'][0]!, count: '' }] };
    expect(stepErrors(0, empty)).toEqual({ mode: 'Choose the transport mode' });
    expect(stepErrors(1, empty)).toMatchObject({ cargoReadyDate: 'Enter the cargo-ready date', origin: 'Choose the origin' });
    expect(stepErrors(2, { ...empty, mode: 'AIR' })).toMatchObject({ 'cargo.type': 'Choose the cargo type', 'cargo.pieces.0.count': 'Enter the number of pieces' });
    const all = Object.entries(bookingErrors(empty));
    expect(all.length).toBeGreaterThan(15);
    for (const [path, message] of all) {
      const label = labelOf(BOOKING_FIELD_LABELS, path);
      expect(label).toBeDefined();
      expect(message).toMatch(/^(Enter|Choose) the /);
      expect(message).toContain(nounOf(label!));
    }
    expect(stepErrors(0, { ...empty, mode: 'SEA' })).toEqual({ seaLoad: 'Choose the sea load for sea freight (FCL or LCL)' });
  });

  it('puts a part\'s error on its first field and knows the step of every path', () => {
    expect(fieldOfPath('cargo.temperature')).toBe('cargo.temperature.minC');
    expect(fieldOfPath('shipper.phone')).toBe('shipper.phone.country');
    expect(stepOfPath('cargo.pieces.3.weightKg')).toBe(2);
    expect(stepOfPath('notifyParty.city')).toBe(3);
    expect(stepOfPath('legs.0.from')).toBe(4);
  });

  it('checks the whole booking, including a notify party once added', () => {
    expect(bookingErrors(pharmaValues())).toEqual({});
    expect(bookingErrors({ ...pharmaValues(), hasNotifyParty: true, 'shipper.email': 'not-mail' })).toEqual({
      'shipper.email': expect.any(String),
      'notifyParty.company': 'Enter the notify party\'s company', 'notifyParty.address': 'Enter the notify party\'s address',
      'notifyParty.city': 'Enter the notify party\'s city', 'notifyParty.country': 'Choose the notify party\'s country',
    });
  });

  it('estimates FCL by container type and counts sea CO2e with the route factor', () => {
    expect(formTotals(fcl())).toMatchObject({ pieces: 2, grossWeightKg: 40_000, teu: 4, chargeable: { value: 2, unit: 'CONTAINER' } });
    const shanghai = { latitude: 31.23, longitude: 121.47 };
    const rotterdam = { latitude: 51.95, longitude: 4.14 };
    const e = estimate(fcl(), shanghai, rotterdam);
    expect(e.distanceKm).toBeGreaterThan(10_000);
    expect(e.charges[0]).toMatchObject({ code: 'FRT', basis: 'PER_CONTAINER', quantity: 2 });
    expect(e.emissions.co2eKg).toBeGreaterThan(0);
    expect(estimate(fcl(), null, rotterdam)).toMatchObject({ distanceKm: null, charges: [], emissions: { co2eKg: null } });
  });

  it('counts a sea leg over the route the API gives, as the stored booking will: 40 t × 19,820 km × 7.6 g/t-km + two terminals', () => {
    const e = estimate(fcl(), { latitude: 31.23, longitude: 121.47 }, { latitude: 51.95, longitude: 4.14 }, 19_820);
    expect(e.distanceKm).toBe(19_820);
    expect(e.emissions.legs[0]).toMatchObject({ distanceMethod: 'SEA_ROUTE', distanceKm: 19_820 });
    expect(e.emissions.co2eKg).toBeCloseTo(40 * 19_820 * 0.0076 + 2 * 40 * 10.7, 1);
  });
});
