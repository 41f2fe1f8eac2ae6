import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { createCategoryRequest, updateCategoryRequest, type AdminCategory } from '@portal/contract';
import {
  adminCategoryTree,
  flattenCategoryTree,
  subtreeIds,
  type CategoryOption,
} from '@/entities/admin/admin-categories.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreateCategory, useUpdateCategory } from '../api/categories-api.ts';
import { parentOf, parentValue, type CategoryEdit } from '../lib/category-edit.ts';

interface CategoryDialogProps {
  code: string;
  edit: CategoryEdit;
  categories: readonly AdminCategory[];
  onClose: () => void;
}

/** The parents a category may go under: anything but itself and what lies under it. */
function parentChoices(categories: readonly AdminCategory[], edit: CategoryEdit): CategoryOption[] {
  const tree = adminCategoryTree(categories);
  const excluded = edit.kind === 'move' ? subtreeIds(tree, edit.category.id) : new Set<number>();
  return flattenCategoryTree(tree).filter((option) => !excluded.has(option.id));
}

/** Create, rename or move one category; the server's refusal (a cycle...) shows at its field. */
export function CategoryDialog({ code, edit, categories, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const toast = useToast();
  const create = useCreateCategory(code);
  const update = useUpdateCategory(code);
  const form = useSchemaForm(
    edit.kind === 'create' ? createCategoryRequest : updateCategoryRequest,
    {
      name: edit.kind === 'create' ? '' : edit.category.name,
      name_es: edit.kind === 'create' ? '' : (edit.category.name_es ?? ''),
      name_fr: edit.kind === 'create' ? '' : (edit.category.name_fr ?? ''),
      parent_id: parentValue(edit.kind === 'create' ? edit.parentId : edit.category.parent_id),
    },
    {
      // A rename sends only the names, a move only the parent.
      body: ({ parent_id, ...names }) =>
        edit.kind === 'create'
          ? { ...names, parent_id: parentOf(parent_id) }
          : edit.kind === 'rename'
            ? names
            : { parent_id: parentOf(parent_id) },
    },
  );
  const { name, name_es, name_fr, parent_id: parent } = form.values;
  const showsName = edit.kind !== 'move';
  const showsParent = edit.kind !== 'rename';

  const title =
    edit.kind === 'create'
      ? t('categories.dialog.createTitle')
      : t(`categories.dialog.${edit.kind}Title`, { name: edit.category.name });

  const done = {
    onSuccess: () => {
      toast.success(t(`categories.dialog.${edit.kind}d`, { name: name.trim() }));
      onClose();
    },
    onError: form.failed,
  };

  return (
    <FormDialog
      title={title}
      submitLabel={t(`categories.dialog.${edit.kind}`)}
      pendingLabel={t('categories.dialog.saving')}
      pending={create.isPending || update.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) => {
        if (edit.kind === 'create')
          create.mutate({ name, name_es, name_fr, parent_id: parentOf(parent) }, done);
        else update.mutate({ id: edit.category.id, ...body }, done);
      })}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      {showsName ? (
        <TextField
          label={t('categories.dialog.name')}
          value={name}
          required
          maxLength={100}
          onChange={(event) => form.edit('name', event.target.value)}
          error={form.errors.name}
        />
      ) : null}
      {showsName ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['name_es', 'name_fr'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`categories.dialog.${field}`)}
              lang={field.slice(-2)}
              value={form.values[field]}
              maxLength={100}
              onChange={(event) => form.edit(field, event.target.value)}
              error={form.errors[field]}
            />
          ))}
          <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">
            {t('categories.dialog.translationHelp')}
          </p>
        </div>
      ) : null}
      {showsParent ? (
        <SelectField
          label={t('categories.dialog.parent')}
          value={parent}
          onChange={(event) => form.edit('parent_id', event.target.value)}
          error={form.errors.parent_id}
        >
          <option value="">{t('categories.dialog.topLevel')}</option>
          {parentChoices(categories, edit).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.path}
            </option>
          ))}
        </SelectField>
      ) : null}
    </FormDialog>
  );
}
