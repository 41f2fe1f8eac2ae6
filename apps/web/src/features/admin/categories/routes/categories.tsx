import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminCategory } from '@portal/contract';
import { adminCategoryTree, useAdminCategories } from '@/entities/admin/admin-categories.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useDeleteCategory } from '../api/categories-api.ts';
import { CategoryDialog } from '../components/category-dialog.tsx';
import { CategoryTreeList } from '../components/category-tree-list.tsx';
import type { CategoryEdit } from '../lib/category-edit.ts';

/**
 * /admin/categories: the tree buyers browse by. Create (at the top or under a category), rename,
 * move under another parent, delete an empty one.
 */
export function AdminCategoriesRoute() {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const categories = useAdminCategories(code);
  const remove = useDeleteCategory(code);
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = (category: AdminCategory) => {
    setToDelete(null);
    setDeleteError(null);
    remove.mutate(category.id, {
      onSuccess: () => toast.success(t('categories.deleted', { name: category.name })),
      // The API refuses a category that still holds subcategories or products, and says which.
      onError: (error) =>
        setDeleteError(
          `${t('categories.notDeleted', { name: category.name })} ${errorMessage(error, t('server:errors.unexpected'))}`,
        ),
    });
  };

  let body;
  if (categories.isPending) body = <Loading label={t('categories.loading')} />;
  else if (categories.isError) {
    body = <Alert tone="error">{errorMessage(categories.error, t('categories.loadError'))}</Alert>;
  } else if (categories.data.length === 0) {
    body = (
      <p className="py-10 text-center text-slate-600 dark:text-slate-400">
        {t('categories.empty')}
      </p>
    );
  } else {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900">
        <CategoryTreeList
          nodes={adminCategoryTree(categories.data)}
          byId={new Map(categories.data.map((category) => [category.id, category]))}
          onEdit={setEdit}
          onDelete={(category) => {
            setDeleteError(null);
            setToDelete(category);
          }}
        />
      </div>
    );
  }

  return (
    <AdminPage
      title={t('categories.title')}
      description={t('categories.description')}
      actions={
        <Button onClick={() => setEdit({ kind: 'create', parentId: null })}>
          {t('categories.new')}
        </Button>
      }
    >
      {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
      {body}
      {edit && categories.data ? (
        <CategoryDialog
          code={code}
          edit={edit}
          categories={categories.data}
          onClose={() => setEdit(null)}
        />
      ) : null}
      <ConfirmModal
        open={toDelete !== null}
        danger
        title={t('categories.confirmDeleteTitle', { name: toDelete?.name ?? '' })}
        message={t('categories.confirmDelete')}
        confirmLabel={t('categories.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
    </AdminPage>
  );
}
