import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AttributeKind, Language } from '@portal/contract';
import type { Db } from '../../db/schema.ts';
import { inLanguage } from '../../readers/content-language.ts';

/** A filter attribute as the facets show it: named and with its options in the reader's language. */
export interface FacetAttribute {
  id: number;
  kind: AttributeKind;
  name: string;
  unit: string | null;
  options: { id: number; label: string }[];
}

/**
 * The tenant's attributes marked as filters (decision 040), in their order, with their options in
 * theirs: one statement.
 */
export function findFacetAttributes(
  db: Db,
  tenantId: number,
  language: Language,
): Promise<FacetAttribute[]> {
  return facetAttributes(db, tenantId, language).execute();
}

function facetAttributes(db: Db, tenantId: number, language: Language) {
  return db
    .selectFrom('product_attributes as a')
    .select((eb) => [
      'a.id',
      'a.kind',
      inLanguage<string>('a.name', language).as('name'),
      'a.unit',
      jsonArrayFrom(
        eb
          .selectFrom('product_attribute_options as o')
          .select(['o.id', inLanguage<string>('o.value', language).as('label')])
          .whereRef('o.tenant_id', '=', 'a.tenant_id')
          .whereRef('o.attribute_id', '=', 'a.id')
          .orderBy('o.position')
          .orderBy('o.id'),
      ).as('options'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.filter', '=', true)
    .orderBy('a.position')
    .orderBy('a.id');
}
