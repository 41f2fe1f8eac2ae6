import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  emptyRegistration,
  REQUIRED_FIELDS,
  toRegisterRequest,
  validateRegistration,
  type RegistrationValues,
} from './registration-form.ts';

const complete: RegistrationValues = {
  ...emptyRegistration('acme', 'CA'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(514) 555-0199',
  company: 'Engines Inc.',
  state: 'QC',
  city: 'Montréal',
  address: '1 Rue Principale',
  zip: 'H2X 1Y4',
  password: 'correct horse',
  password_confirmation: 'correct horse',
};

describe('registration rules', () => {
  it('requires every field but address 2, address 3 and website', () => {
    const errors = validateRegistration(emptyRegistration('', ''));
    expect(Object.keys(errors).sort()).toEqual([...REQUIRED_FIELDS].sort());
    expect(Object.values(errors).every((key) => key === 'validation.requiredField')).toBe(true);
    expect(errors).not.toHaveProperty('address2');
    expect(errors).not.toHaveProperty('address3');
    expect(errors).not.toHaveProperty('webAddress');
  });

  it('accepts a complete form', () => {
    expect(validateRegistration(complete)).toEqual({});
  });

  it('treats blanks as missing', () => {
    expect(validateRegistration({ ...complete, city: '   ' })).toEqual({
      city: 'validation.requiredField',
    });
  });

  it('says Passwords do not match under the confirmation', () => {
    expect(validateRegistration({ ...complete, password_confirmation: 'other' })).toEqual({
      password_confirmation: 'validation.passwordsDoNotMatch',
    });
  });

  it('upper-cases the prefilled code', () => {
    expect(emptyRegistration('acme', '').manufacturerCode).toBe('ACME');
  });
});

describe('registration edits', () => {
  it('clears the region when the country changes', () => {
    const edited = applyEdit(complete, 'country', 'US');
    expect(edited).toMatchObject({ country: 'US', state: '' });
  });

  it('masks the phone as it is typed', () => {
    expect(applyEdit(complete, 'phone', '5145550199123').phone).toBe('(514) 555-0199');
  });

  it('keeps a country code typed before the number', () => {
    expect(applyEdit(complete, 'phone', '+15145550199').phone).toBe('+1 514 555 0199');
    expect(applyEdit(complete, 'phone', '+442079460958').phone).toBe('+44 20 7946 0958');
  });

  it('upper-cases a typed company code', () => {
    expect(applyEdit(complete, 'manufacturerCode', 'boreal').manufacturerCode).toBe('BOREAL');
  });

  it('sends trimmed texts and the passwords untouched', () => {
    const request = toRegisterRequest({
      ...complete,
      city: ' Laval ',
      password: ' spaced ',
      password_confirmation: ' spaced ',
    });
    expect(request.city).toBe('Laval');
    expect(request.password).toBe(' spaced ');
  });
});
