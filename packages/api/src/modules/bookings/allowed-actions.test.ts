import { bookingAccess } from './access';
import { allowedActions } from './allowed-actions';

const ACME = { id: 'acme', name: 'Acme Pharma', isPrimary: false };
const OPS = { id: 'ops', name: 'Freightdeck Operations', isPrimary: true };
const booking = (status: string, createdById = 'carl') => ({ status: status as never, organizationId: 'acme', createdById });

const carl = bookingAccess({ userId: 'carl', organizations: [ACME], permissions: ['booking:organization:view', 'booking:own:manage'] });
const anna = bookingAccess({ userId: 'anna', organizations: [ACME], permissions: ['booking:organization:manage'] });
const vera = bookingAccess({ userId: 'vera', organizations: [ACME], permissions: ['booking:organization:view'] });
const ops = bookingAccess({ userId: 'ops', organizations: [OPS], permissions: ['booking'] });
const nils = bookingAccess({ userId: 'nils', organizations: [{ id: 'nordic', name: 'Nordic Fresh', isPrimary: false }], permissions: ['booking:organization:manage'] });

describe('allowedActions', () => {
  it('lets the creator edit and cancel a pending booking, not confirm it', () => {
    expect(allowedActions(carl, booking('PENDING'), false)).toEqual(['cancel', 'edit', 'manageDocuments', 'manageDataLoggers', 'share', 'watch']);
  });
  it('lets staff confirm, set charges and cancel', () => {
    expect(allowedActions(ops, booking('PENDING'), false)).toEqual(['confirm', 'cancel', 'edit', 'editCharges', 'manageDocuments', 'manageDataLoggers', 'share', 'watch']);
  });
  it('turns edits of a confirmed booking into revision requests, one at a time', () => {
    expect(allowedActions(anna, booking('CONFIRMED'), false)).toContain('requestRevision');
    expect(allowedActions(anna, booking('CONFIRMED'), true)).not.toContain('requestRevision');
    expect(allowedActions(ops, booking('CONFIRMED'), true)).toEqual(expect.arrayContaining(['decideRevision', 'depart', 'cancel']));
  });
  it('leaves a colleague of the creator without booking:organization:manage only watching', () => {
    expect(allowedActions(carl, booking('PENDING', 'anna'), false)).toEqual(['watch']);
    expect(allowedActions(vera, booking('PENDING'), false)).toEqual(['watch']);
  });
  it('gives nothing on a booking out of scope', () => {
    expect(allowedActions(nils, booking('PENDING'), false)).toEqual([]);
  });
  it('lets staff deliver only an arrived booking', () => {
    expect(allowedActions(ops, booking('IN_TRANSIT'), false)).toContain('arrive');
    expect(allowedActions(ops, booking('IN_TRANSIT'), false)).not.toContain('deliver');
    expect(allowedActions(ops, booking('ARRIVED'), false)).toContain('deliver');
    expect(allowedActions(ops, booking('DELIVERED'), false)).toEqual(['manageDocuments', 'manageDataLoggers', 'share', 'watch']);
  });
});
