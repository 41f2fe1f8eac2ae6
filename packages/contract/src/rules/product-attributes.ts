/**
 * Product attributes (issue 32 point 1, decision 040): what a value of each kind may be, and how
 * it reads. Shared by the server (which checks every write: console, CSV, integration API) and
 * the console's product editor.
 */
export const ATTRIBUTE_KINDS = ['options', 'number', 'yes_no'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Most attributes a tenant keeps, and most options one attribute offers. */
export const MAX_ATTRIBUTES = 100;
export const MAX_ATTRIBUTE_OPTIONS = 100;
/** Most options one product holds of one attribute (allergens). */
export const MAX_VALUE_OPTIONS = 20;
/** numeric(14,4): ten digits before the point, four after. */
export const MAX_ATTRIBUTE_NUMBER = 9_999_999_999;

/** A product's value of one attribute, as it travels: exactly one field, as its kind says. */
export interface AttributeValue {
  attribute_id: number;
  option_ids?: number[] | undefined;
  number?: number | undefined;
  flag?: boolean | undefined;
}

export interface AttributeShape {
  id: number;
  kind: AttributeKind;
  option_ids: readonly number[];
}

/**
 * Why a value does not fit its attribute (a message key), or null. An unknown attribute, an option
 * of another attribute, a number with more than four decimals or a value of the wrong kind.
 */
export function attributeValueProblem(
  value: AttributeValue,
  attribute: AttributeShape | undefined,
): string | null {
  if (!attribute) return 'admin.attributes.unknownAttribute';
  const sent = [value.option_ids, value.number, value.flag].filter((v) => v !== undefined);
  if (sent.length !== 1) return 'admin.attributes.wrongKind';
  switch (attribute.kind) {
    case 'options': {
      const ids = value.option_ids;
      if (!ids || ids.length === 0) return 'admin.attributes.wrongKind';
      if (ids.length > MAX_VALUE_OPTIONS) return 'validation.tooLong';
      if (new Set(ids).size !== ids.length) return 'admin.attributes.unknownOption';
      return ids.every((id) => attribute.option_ids.includes(id))
        ? null
        : 'admin.attributes.unknownOption';
    }
    case 'number': {
      const n = value.number;
      if (n === undefined) return 'admin.attributes.wrongKind';
      return isAttributeNumber(n) ? null : 'admin.attributes.invalidNumber';
    }
    case 'yes_no':
      return value.flag === undefined ? 'admin.attributes.wrongKind' : null;
  }
}

/** A number the database keeps exactly: finite, at most four decimals, within numeric(14,4). */
export function isAttributeNumber(n: number): boolean {
  return (
    Number.isFinite(n) &&
    Math.abs(n) <= MAX_ATTRIBUTE_NUMBER &&
    Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6
  );
}

/** Two values of one attribute for one product are one value too many. */
export function duplicateAttribute(values: readonly { attribute_id: number }[]): number | null {
  const seen = new Set<number>();
  for (const value of values) {
    if (seen.has(value.attribute_id)) return value.attribute_id;
    seen.add(value.attribute_id);
  }
  return null;
}

/** The text of a name or option in a language, the English one when not translated. */
export function inLanguage(
  texts: { en: string; es: string | null; fr: string | null },
  language: string,
): string {
  if (language === 'es') return texts.es ?? texts.en;
  if (language === 'fr') return texts.fr ?? texts.en;
  return texts.en;
}

/** A number value as it reads beside its unit: "12.5 mm", without trailing zeros. */
export function formatAttributeNumber(n: number, unit: string | null): string {
  const text = String(Number(n.toFixed(4)));
  return unit ? `${text} ${unit}` : text;
}
