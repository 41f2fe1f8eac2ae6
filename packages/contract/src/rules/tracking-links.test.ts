import { describe, expect, it } from 'vitest';
import {
  carrierTemplatesOf,
  DEFAULT_CARRIER_TEMPLATES,
  isValidTrackingTemplate,
  trackingUrl,
} from './tracking-links.ts';

describe('tracking links', () => {
  it('accepts only https templates that carry the placeholder, or none', () => {
    expect(isValidTrackingTemplate('')).toBe(true);
    expect(isValidTrackingTemplate('https://track.example/{tracking}')).toBe(true);
    expect(isValidTrackingTemplate('https://track.example/')).toBe(false);
    expect(isValidTrackingTemplate('http://track.example/{tracking}')).toBe(false);
    expect(isValidTrackingTemplate('javascript:alert({tracking})')).toBe(false);
    expect(isValidTrackingTemplate('{tracking}')).toBe(false);
    for (const template of Object.values(DEFAULT_CARRIER_TEMPLATES)) {
      expect(isValidTrackingTemplate(template)).toBe(true);
    }
  });

  it('builds the link with the number URL-encoded', () => {
    const templates = carrierTemplatesOf({});
    expect(trackingUrl(templates, 'ups', '1Z 999/AA&x')).toBe(
      'https://www.ups.com/track?tracknum=1Z%20999%2FAA%26x',
    );
    expect(trackingUrl(templates, 'other', '123')).toBeNull();
    expect(trackingUrl(templates, 'ups', null)).toBeNull();
  });

  it('uses the tenant’s own template where it set one', () => {
    const templates = carrierTemplatesOf({ dhl: 'https://dhl.example/t/{tracking}', ups: '' });
    expect(trackingUrl(templates, 'dhl', 'JD01')).toBe('https://dhl.example/t/JD01');
    expect(trackingUrl(templates, 'ups', '1Z')).toBeNull();
  });
});
