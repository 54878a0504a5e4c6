import { emptyCharge, optionErrors, type OptionDraft } from './manual-option';

const draft = (patch: Partial<OptionDraft> = {}): OptionDraft => ({
  key: 'o1', carrier: '', transitDays: '', currency: 'USD', remarks: '',
  charges: [{ ...emptyCharge(), code: 'FRT', description: 'Air freight', basis: 'PER_CHARGEABLE_KG', quantity: '120', rate: '' }],
  ...patch,
});

describe('the pricing desk’s option messages', () => {
  it('name their field: a blank carrier and rate, text in a number field', () => {
    const errors = optionErrors([draft(), draft({ carrier: 'LH', charges: [{ ...emptyCharge(), code: 'FRT', description: 'Air freight', quantity: '1', rate: 'ten' }] })]);
    expect(errors['0.carrier']).toBe('Choose the carrier');
    expect(errors['0.charges.0.rate']).toBe('Enter the charge rate');
    expect(errors['1.carrier']).toBeUndefined();
    expect(errors['1.charges.0.rate']).toBe('Enter the charge rate as a number');
    for (const message of Object.values(errors)) expect(message).not.toMatch(/^is required/);
  });

  it('find nothing in a complete option', () => {
    expect(optionErrors([draft({ carrier: 'LH', charges: [{ ...emptyCharge(), code: 'FRT', description: 'Air freight', quantity: '120', rate: '4.2' }] })])).toEqual({});
  });
});
