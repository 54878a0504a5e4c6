import { labelOf, nounOf } from '@freightdeck/ui';
import { emptyRequest, REQUEST_FIELD_LABELS, requestErrors } from './request-values';

describe('the request form\'s messages', () => {
  it('an empty request: every message names its field, as the booking form\'s do', () => {
    const errors = requestErrors(emptyRequest(), { customerRequired: true });
    expect(errors).toMatchObject({
      organizationId: 'Choose the customer to quote for',
      mode: 'Choose the transport mode',
      origin: 'Choose the origin',
      destination: 'Choose the destination',
      cargoReadyDate: 'Enter the cargo-ready date',
      'cargo.type': 'Choose the cargo type',
    });
    expect(Object.keys(errors).length).toBeGreaterThan(6);
    for (const [field, message] of Object.entries(errors)) {
      expect(message).toMatch(/^(Enter|Choose) the /);
      expect(message).toContain(nounOf(labelOf(REQUEST_FIELD_LABELS, field)!));
      expect(message).not.toMatch(/^is |^must /);
    }
  });

  it('a customer asks for themselves: no customer to choose', () => {
    expect(requestErrors(emptyRequest())).not.toHaveProperty('organizationId');
  });

  it('text in a number field asks for a number, named', () => {
    const v = emptyRequest();
    v.mode = 'AIR';
    v['cargo.pieces'] = [{ ...v['cargo.pieces'][0]!, count: 'two' }];
    expect(requestErrors(v)['cargo.pieces.0.count']).toBe('Enter the number of pieces as a number');
  });
});
