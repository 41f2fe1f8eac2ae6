import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { ListNameDialog } from '@/entities/saved-lists/list-name-dialog.tsx';
import { useCreateSavedList, useSavedLists } from '@/entities/saved-lists/saved-lists-api.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { ListsTable } from '../components/lists-table.tsx';

/**
 * /lists (issue 12): the customer's saved lists, the most recently changed first, with who made
 * each; a new list; the way to save one from the cart or the catalogue when there is none.
 */
export function SavedListsRoute() {
  const { t } = useTranslation('saved-lists');
  const code = useSession().manufacturer?.code ?? '';
  const lists = useSavedLists(code);
  const create = useCreateSavedList(code);
  const navigate = useNavigate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('lists.title')}</h1>
        <Button aria-haspopup="dialog" onClick={() => setCreating(true)}>
          {t('lists.new')}
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('lists.intro')}</p>
      {lists.isPending ? (
        <Loading label={t('lists.loading')} />
      ) : lists.isError ? (
        <Alert tone="error">{t('lists.loadError')}</Alert>
      ) : lists.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-400">
          <p>{t('lists.empty')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={paths.cart()} className={buttonClasses('secondary')}>
              {t('lists.goToCart')}
            </Link>
            <Link to={paths.products()} className={buttonClasses('secondary')}>
              {t('lists.goToProducts')}
            </Link>
          </div>
        </div>
      ) : (
        <ListsTable lists={lists.data.data} />
      )}
      {creating ? (
        <ListNameDialog
          title={t('lists.newTitle')}
          submitLabel={t('lists.create')}
          pendingLabel={t('lists.creating')}
          pending={create.isPending}
          onSubmit={(name, failed) =>
            create.mutate(
              { name },
              {
                onSuccess: ({ data }) => {
                  toast.success(t('lists.created', { name }));
                  void navigate(paths.savedList(data.id));
                },
                onError: failed,
              },
            )
          }
          onClose={() => {
            setCreating(false);
            create.reset();
          }}
        />
      ) : null}
    </div>
  );
}
