import type { BrandingForm } from '../lib/branding-form.ts';

/** What each part of the branding form gets: the values, the errors by path, and a setter. */
export interface BrandingFieldsProps {
  values: BrandingForm;
  errors: Record<string, string>;
  edit: <K extends keyof BrandingForm>(field: K, value: BrandingForm[K], path?: string) => void;
}
