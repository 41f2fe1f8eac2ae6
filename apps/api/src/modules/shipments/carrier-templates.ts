import { CARRIERS, carrierTemplatesOf, type CarrierTemplates } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { CARRIER_TEMPLATES_SETTING, carrierTemplates } from '../../readers/carrier-templates.ts';

/** Keeps the templates that differ from the defaults (none: the setting goes). */
export async function saveCarrierTemplates(
  db: Db,
  tenantId: number,
  templates: CarrierTemplates,
): Promise<CarrierTemplates> {
  const defaults = carrierTemplatesOf({});
  const changed = Object.fromEntries(
    CARRIERS.filter((carrier) => templates[carrier] !== defaults[carrier]).map((carrier) => [
      carrier,
      templates[carrier],
    ]),
  );
  if (Object.keys(changed).length === 0) {
    await db
      .deleteFrom('tenant_settings')
      .where('tenant_id', '=', tenantId)
      .where('key', '=', CARRIER_TEMPLATES_SETTING)
      .execute();
  } else {
    await db
      .insertInto('tenant_settings')
      .values({
        tenant_id: tenantId,
        key: CARRIER_TEMPLATES_SETTING,
        value: JSON.stringify(changed),
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute();
  }
  return carrierTemplates(db, tenantId);
}
