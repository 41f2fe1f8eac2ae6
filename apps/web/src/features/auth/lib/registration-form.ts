import type { RegisterRequest } from '@portal/contract';
import { formatPhoneAsTyped } from '@portal/contract/rules/phone-number';

export type RegistrationValues = Required<{ [K in keyof RegisterRequest]: string }>;
export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrorKey = 'validation.requiredField' | 'validation.passwordsDoNotMatch';
export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>;

/** Every field but address 2, address 3 and website (specification section 5), plus the passwords. */
export const REQUIRED_FIELDS: readonly RegistrationField[] = [
  'manufacturerCode',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'country',
  'state',
  'city',
  'address',
  'zip',
  'password',
  'password_confirmation',
];

export function emptyRegistration(code: string, country: string): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    webAddress: '',
    manufacturerCode: code.toUpperCase(),
    country,
    state: '',
    city: '',
    address: '',
    address2: '',
    address3: '',
    zip: '',
    password: '',
    password_confirmation: '',
  };
}

/** The message keys to show under each field; empty when the form may be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (values[field].trim() === '') errors[field] = 'validation.requiredField';
  }
  if (!errors.password_confirmation && values.password !== values.password_confirmation) {
    errors.password_confirmation = 'validation.passwordsDoNotMatch';
  }
  return errors;
}

/** What one edit does to the form: the phone is masked, the code upper-cased, a new country clears the region. */
export function applyEdit(
  values: RegistrationValues,
  field: RegistrationField,
  value: string,
): RegistrationValues {
  if (field === 'phone') return { ...values, phone: formatPhoneAsTyped(value) };
  if (field === 'manufacturerCode') return { ...values, manufacturerCode: value.toUpperCase() };
  if (field === 'country') return { ...values, country: value, state: '' };
  return { ...values, [field]: value };
}

export function toRegisterRequest(values: RegistrationValues): RegisterRequest {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) =>
      field.startsWith('password') ? [field, value] : [field, value.trim()],
    ),
  ) as RegistrationValues;
  return trimmed;
}
