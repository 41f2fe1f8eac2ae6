import { describe, expect, it } from 'vitest';
import { validateResetPassword } from './reset-password-form.ts';

const check = (password: string, password_confirmation = password) =>
  validateResetPassword({ password, password_confirmation });

describe('the new password of a reset link', () => {
  it('is required, with its confirmation', () => {
    expect(check('', '')).toEqual({
      password: 'validation.requiredField',
      password_confirmation: 'validation.requiredField',
    });
  });

  it('has 8 to 128 characters', () => {
    expect(check('1234567')).toEqual({ password: 'validation.passwordTooShort' });
    expect(check('12345678')).toEqual({});
    expect(check('x'.repeat(128))).toEqual({});
    expect(check('x'.repeat(129))).toEqual({ password: 'validation.passwordTooLong' });
  });

  it('matches its confirmation', () => {
    expect(check('new-secret-1', 'new-secret-2')).toEqual({
      password_confirmation: 'validation.passwordsDoNotMatch',
    });
  });
});
