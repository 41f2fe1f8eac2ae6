import {
  CARRIERS,
  carrierTemplatesOf,
  isValidTrackingTemplate,
  type Carrier,
  type CarrierTemplates,
} from '@portal/contract';
import type { Db } from '../db/schema.ts';

/**
 * The tenant's tracking-link templates (issue 31, decision 037): a tenant setting holding only
 * the carriers it changed, as JSON; every other carrier keeps its default, so a default the
 * portal improves reaches every tenant that did not change it.
 */
export const CARRIER_TEMPLATES_SETTING = 'carrier_tracking_links';

/** The stored changes, each checked again: a value that is not a valid template is dropped. */
function parseStored(value: string | undefined): Partial<Record<Carrier, string>> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const stored: Partial<Record<Carrier, string>> = {};
  for (const carrier of CARRIERS) {
    const template = (parsed as Record<string, unknown>)[carrier];
    if (typeof template === 'string' && isValidTrackingTemplate(template)) {
      stored[carrier] = template;
    }
  }
  return stored;
}

export async function carrierTemplates(db: Db, tenantId: number): Promise<CarrierTemplates> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('key', '=', CARRIER_TEMPLATES_SETTING)
    .executeTakeFirst();
  return carrierTemplatesOf(parseStored(row?.value));
}
