import { useState } from 'react';
import type { ProductAttribute } from '@portal/contract';
import { inLanguage } from '@portal/contract/rules/product-attributes';
import { useAdminAttributes } from '@/entities/admin/admin-attributes.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useLanguage } from '@/shared/i18n/use-language.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { cellClasses, ResponsiveTable } from '@/shared/ui/responsive-table.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useDeleteAttribute } from '../api/product-attributes.ts';
import { AttributeDialog } from '../components/attribute-dialog.tsx';

/**
 * /admin/product-attributes: what the tenant's products are described by beyond their texts
 * (issue 32 point 1, decision 040): a list of options, a number with a unit, or yes/no. The
 * product editor gives each product its values; buyers' searches find their words.
 */
export function AdminProductAttributesRoute() {
  const { t } = useTranslation('admin-catalogue');
  const language = useLanguage();
  const code = useAdminCode();
  const toast = useToast();
  const attributes = useAdminAttributes(code);
  const remove = useDeleteAttribute(code);
  // undefined: no dialog; null: a new attribute; an attribute: that one edited.
  const [editing, setEditing] = useState<ProductAttribute | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ProductAttribute | null>(null);
  const nameOf = (attribute: ProductAttribute) =>
    inLanguage({ en: attribute.name, es: attribute.name_es, fr: attribute.name_fr }, language);
  const valuesOf = (attribute: ProductAttribute) => {
    if (attribute.kind === 'number') return attribute.unit ?? '';
    if (attribute.kind === 'yes_no') return t('attributes.yesNo');
    return attribute.options
      .map((option) =>
        inLanguage({ en: option.value, es: option.value_es, fr: option.value_fr }, language),
      )
      .join(', ');
  };

  const list = () => {
    if (attributes.isPending) return <Loading label={t('attributes.loading')} />;
    if (attributes.isError) {
      return (
        <Alert tone="error">{errorMessage(attributes.error, t('attributes.loadError'))}</Alert>
      );
    }
    if (attributes.data.length === 0) {
      return <p className="text-sm">{t('attributes.empty')}</p>;
    }
    return (
      <ResponsiveTable
        caption={t('attributes.caption')}
        columns={[
          t('attributes.name'),
          t('attributes.kind'),
          t('attributes.values'),
          t('attributes.products'),
          t('attributes.actions'),
        ]}
      >
        {attributes.data.map((attribute) => {
          const name = nameOf(attribute);
          return (
            <tr key={attribute.id}>
              <td className={`${cellClasses} font-medium`}>
                <span className="flex flex-wrap items-center gap-2">
                  {name}
                  {attribute.filter ? (
                    <Badge tone="info">{t('attributes.filterBadge')}</Badge>
                  ) : null}
                </span>
              </td>
              <td className={cellClasses}>{t(`attributes.kinds.${attribute.kind}`)}</td>
              <td className={`${cellClasses} break-words`}>{valuesOf(attribute)}</td>
              <td className={cellClasses}>{attribute.product_count}</td>
              <td className={cellClasses}>
                <div className="flex gap-2 whitespace-nowrap">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setEditing(attribute)}
                    aria-label={t('attributes.editOf', { name })}
                  >
                    {t('attributes.edit')}
                  </Button>
                  <Button
                    variant="quietDanger"
                    className="px-3 py-1.5"
                    disabled={remove.isPending && remove.variables === attribute.id}
                    onClick={() => setDeleting(attribute)}
                    aria-label={t('attributes.deleteOf', { name })}
                  >
                    {t('attributes.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </ResponsiveTable>
    );
  };

  const nextPosition = (attributes.data ?? []).reduce((n, a) => Math.max(n, a.position + 1), 0);
  return (
    <AdminPage
      title={t('attributes.title')}
      description={t('attributes.description')}
      actions={<Button onClick={() => setEditing(null)}>{t('attributes.new')}</Button>}
    >
      {list()}
      {editing !== undefined ? (
        <AttributeDialog
          code={code}
          attribute={editing}
          nextPosition={nextPosition}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        danger
        title={t('attributes.deleteTitle')}
        message={t('attributes.deleteMessage', {
          name: deleting ? nameOf(deleting) : '',
          count: deleting?.product_count ?? 0,
        })}
        confirmLabel={t('attributes.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(t('attributes.deleted')),
              onError: (error) => toast.error(errorMessage(error, t('attributes.deleteError'))),
            });
          }
          setDeleting(null);
        }}
      />
    </AdminPage>
  );
}
