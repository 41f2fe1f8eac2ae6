import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchSynonym } from '@portal/contract';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { cellClasses, ResponsiveTable } from '@/shared/ui/responsive-table.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { searchSynonymsQuery, useDeleteSearchSynonym } from '../api/search-synonyms.ts';
import { SynonymDialog } from '../components/synonym-dialog.tsx';

/**
 * /admin/search-synonyms: the words the tenant's buyers use for the same thing (issue 32 point
 * 2). A search for any word of a group finds what the others find; the searches that found
 * nothing (/admin/search-misses) say which words are missing.
 */
export function AdminSearchSynonymsRoute() {
  const { t } = useTranslation('admin-catalogue');
  const code = useAdminCode();
  const toast = useToast();
  const synonyms = useQuery(searchSynonymsQuery(code));
  const remove = useDeleteSearchSynonym(code);
  // undefined: no dialog; null: a new group; a group: that one edited.
  const [editing, setEditing] = useState<SearchSynonym | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SearchSynonym | null>(null);

  const list = () => {
    if (synonyms.isPending) return <Loading label={t('searchSynonyms.loading')} />;
    if (synonyms.isError) {
      return (
        <Alert tone="error">{errorMessage(synonyms.error, t('searchSynonyms.loadError'))}</Alert>
      );
    }
    const groups = synonyms.data.data;
    if (groups.length === 0) return <p className="text-sm">{t('searchSynonyms.empty')}</p>;
    return (
      <ResponsiveTable
        caption={t('searchSynonyms.caption')}
        columns={[t('searchSynonyms.words'), t('searchSynonyms.actions')]}
      >
        {groups.map((group) => {
          const words = group.words.join(', ');
          return (
            <tr key={group.id}>
              <td className={`${cellClasses} break-words font-medium`}>{words}</td>
              <td className={cellClasses}>
                <div className="flex gap-2 whitespace-nowrap">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setEditing(group)}
                    aria-label={t('searchSynonyms.editOf', { words })}
                  >
                    {t('searchSynonyms.edit')}
                  </Button>
                  <Button
                    variant="quietDanger"
                    className="px-3 py-1.5"
                    disabled={remove.isPending && remove.variables === group.id}
                    onClick={() => setDeleting(group)}
                    aria-label={t('searchSynonyms.deleteOf', { words })}
                  >
                    {t('searchSynonyms.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </ResponsiveTable>
    );
  };

  return (
    <AdminPage
      title={t('searchSynonyms.title')}
      description={t('searchSynonyms.description')}
      actions={<Button onClick={() => setEditing(null)}>{t('searchSynonyms.new')}</Button>}
    >
      {list()}
      {editing !== undefined ? (
        <SynonymDialog code={code} synonym={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        danger
        title={t('searchSynonyms.deleteTitle')}
        message={t('searchSynonyms.deleteMessage', { words: deleting?.words.join(', ') ?? '' })}
        confirmLabel={t('searchSynonyms.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success(t('searchSynonyms.deleted')),
              onError: (error) => toast.error(errorMessage(error, t('searchSynonyms.deleteError'))),
            });
          }
          setDeleting(null);
        }}
      />
    </AdminPage>
  );
}
