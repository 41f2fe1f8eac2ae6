import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error.ts';
import { apiFieldErrors, withoutField } from './form-errors.ts';

describe('form errors', () => {
  it('takes the first message of each field of a 422', () => {
    const error = new ApiError(422, 'The given data was invalid.', {
      part_number: ['Taken.', 'Second.'],
      'units.0.cf': ['Bad factor.'],
    });
    expect(apiFieldErrors(error)).toEqual({ part_number: 'Taken.', 'units.0.cf': 'Bad factor.' });
    expect(apiFieldErrors(new Error('network'))).toEqual({});
  });

  it('forgets a field and the paths under it', () => {
    const errors = { units: 'One default.', 'units.0.cf': 'Bad.', unitsx: 'Kept.', name: 'Kept.' };
    expect(withoutField(errors, 'units')).toEqual({ unitsx: 'Kept.', name: 'Kept.' });
  });
});
