/**
 * Carriers and the links that follow a parcel (issue 31 point 1, decision 037). Each tenant may
 * change the template of a carrier (a setting); a carrier without a template ("other", or one
 * the tenant cleared) shows the tracking number without a link.
 */
export const CARRIERS = ['ups', 'fedex', 'dhl', 'usps', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The placeholder a template carries where the tracking number goes. */
export const TRACKING_PLACEHOLDER = '{tracking}';

export type CarrierTemplates = Readonly<Record<Carrier, string>>;

/** The carriers' own public tracking pages; '' for none. */
export const DEFAULT_CARRIER_TEMPLATES: CarrierTemplates = {
  ups: 'https://www.ups.com/track?tracknum={tracking}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
  dhl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={tracking}',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}',
  other: '',
};

export const MAX_TEMPLATE_LENGTH = 500;

/**
 * Whether a template is usable: empty (no link), or an https address that carries the
 * placeholder. Any other scheme (javascript:, http:) could not be trusted in a buyer's page.
 */
export function isValidTrackingTemplate(template: string): boolean {
  if (template === '') return true;
  if (template.length > MAX_TEMPLATE_LENGTH || !template.includes(TRACKING_PLACEHOLDER))
    return false;
  return HTTPS_ADDRESS.test(template.replaceAll(TRACKING_PLACEHOLDER, 'x'));
}

/** An https address: a host name (no user part), an optional port, then a path or a query. */
const HTTPS_ADDRESS =
  /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s<>"'`\\]*)?$/i;

/** The tenant's templates: its own where it set one, the defaults elsewhere. */
export const carrierTemplatesOf = (stored: Partial<Record<Carrier, string>>): CarrierTemplates => ({
  ...DEFAULT_CARRIER_TEMPLATES,
  ...stored,
});

/**
 * The link that follows a parcel: the carrier's template with the tracking number URL-encoded in
 * place (a number can carry neither a path nor a query of its own), or null when the carrier has
 * no template, there is no number, or the template is not a valid one.
 */
export function trackingUrl(
  templates: CarrierTemplates,
  carrier: Carrier,
  trackingNumber: string | null,
): string | null {
  const template = templates[carrier];
  if (!trackingNumber || !template || !isValidTrackingTemplate(template)) return null;
  return template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}
