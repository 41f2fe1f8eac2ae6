import { describe, expect, it } from 'vitest';
import { emptyPasswordForm, validatePasswordForm } from './password-form.ts';

describe('password change form', () => {
  it('requires all three fields', () => {
    expect(validatePasswordForm(emptyPasswordForm())).toEqual({
      current_password: 'server:validation.requiredField',
      new_password: 'server:validation.requiredField',
      new_password_confirmation: 'server:validation.requiredField',
    });
  });

  it('needs the new password and its confirmation to match', () => {
    expect(
      validatePasswordForm({
        current_password: 'demo1234',
        new_password: 'new-secret-1',
        new_password_confirmation: 'new-secret-2',
      }),
    ).toEqual({ new_password_confirmation: 'profile:profilePage.passwordsDoNotMatch' });
  });

  it('accepts a complete, matching form; spaces count as characters', () => {
    expect(
      validatePasswordForm({
        current_password: ' ',
        new_password: 'new secret',
        new_password_confirmation: 'new secret',
      }),
    ).toEqual({});
  });
});
