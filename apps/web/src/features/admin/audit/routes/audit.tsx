import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { SelectField } from '@/shared/ui/field.tsx';
import { auditQuery } from '../api/audit.ts';
import { AuditEntryItem } from '../components/audit-entry.tsx';

/** What the console records changes of (the API's `entity` names). */
const ENTITIES = [
  'order',
  'membership',
  'customer',
  'address',
  'password_reset',
  'product',
  'product_import',
  'category',
  'uom',
  'branding',
  'content_page',
  'user',
  'tenant',
  'invitation',
] as const;
const DEFAULTS = { entity: '' };

/** /admin/audit: every change an administrator made, newest first, by entity, 20 a page. */
export function AdminAuditRoute() {
  const { t } = useTranslation('admin-settings');
  const code = useAdminCode();
  const list = useListQuery(DEFAULTS, { entity: ENTITIES });
  const params = { entity: list.values.entity, page: list.page };
  const entries = useQuery(auditQuery(code, params));
  const entities = t('audit.entities', { returnObjects: true }) as Record<string, string>;

  return (
    <AdminPage title={t('audit.title')} description={t('audit.description')}>
      <div className="max-w-xs">
        <SelectField
          label={t('audit.entityFilter')}
          value={params.entity}
          onChange={(event) => list.setValue('entity', event.target.value)}
        >
          <option value="">{t('audit.allEntities')}</option>
          {ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entities[entity] ?? entity}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryList
        query={entries}
        loading={t('audit.loading')}
        error={t('audit.loadError')}
        empty={t('audit.empty')}
        onPage={list.setPage}
      >
        {(rows) => (
          <ol aria-label={t('audit.listLabel')} className="flex flex-col gap-3">
            {rows.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </QueryList>
    </AdminPage>
  );
}
