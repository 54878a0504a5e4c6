import { errorMessage, isApiErrorBody, UNKNOWN_ERROR_MESSAGE } from './errors';

describe('errorMessage', () => {
  it('maps catalogued codes to the exact catalogue texts', () => {
    expect(errorMessage('INVALID_CREDENTIAL')).toBe('Invalid email or password');
    expect(errorMessage('TWO_FA_TOKEN_EXPIRED')).toBe(
      'Verification code expired, please click "Resend" to obtain new code',
    );
  });

  it('falls back to the unknown-error text for other or missing codes', () => {
    expect(errorMessage('SOMETHING_ELSE')).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe('Unknown error, please contact us for assistance.');
  });

  it('recognises an API error body', () => {
    expect(isApiErrorBody({ code: 'X', message: 'y', details: null })).toBe(true);
    expect(isApiErrorBody({ message: 'y' })).toBe(false);
  });
});
