import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SavedListDetail } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { ListNameDialog } from '@/entities/saved-lists/list-name-dialog.tsx';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useDeleteSavedList, useRenameSavedList, useSavedList } from '../api/saved-list.ts';
import { quoteLinesOf } from '@/entities/quotes/quote-lines.ts';
import { RequestQuoteButton } from '@/entities/quotes/request-quote-button.tsx';
import { LinesCards, LinesTable } from '../components/lines-table.tsx';
import { PutInCart } from '../components/put-in-cart.tsx';
import { useLineActions } from '../hooks/use-line-actions.ts';
import { screenFrom, useMediaQuery } from '@/shared/lib/use-media-query.ts';

const listIdOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * /lists/{listId} (issue 12): the list's lines with the buyer's prices and the server's check of
 * each, quantities and comments to change, lines to remove; rename and delete; the whole list
 * or the chosen lines into the cart.
 */
export function SavedListRoute() {
  const { t } = useTranslation('saved-lists');
  const code = useSession().manufacturer?.code ?? '';
  const listId = listIdOf(useParams().listId);
  const list = useSavedList(code, listId);
  const backTo = useBackTo(paths.savedLists());
  const missing = listId === null || (list.error instanceof ApiError && list.error.status === 404);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={backTo}
        className="self-start text-sm font-medium text-blue-800 hover:underline dark:text-sky-300"
      >
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </Link>
      {missing ? (
        <>
          <h1 className="text-2xl font-semibold">{t('detail.titleGeneric')}</h1>
          <Alert tone="error">{t('detail.notFound')}</Alert>
        </>
      ) : list.isPending ? (
        <>
          <h1 className="text-2xl font-semibold">{t('detail.titleGeneric')}</h1>
          <Loading label={t('detail.loading')} />
        </>
      ) : list.isError ? (
        <>
          <h1 className="text-2xl font-semibold">{t('detail.titleGeneric')}</h1>
          <Alert tone="error">{t('detail.loadError')}</Alert>
        </>
      ) : (
        <ListView key={list.data.data.id} list={list.data.data} />
      )}
    </div>
  );
}

function ListView({ list }: { list: SavedListDetail }) {
  const { t, i18n } = useTranslation(['saved-lists', 'server']);
  const code = useSession().manufacturer?.code ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const wide = useMediaQuery(screenFrom.lg);
  const actions = useLineActions(list.id);
  const rename = useRenameSavedList(code, list.id);
  const remove = useDeleteSavedList(code, list.id);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Lines removed since they were chosen are not chosen any more.
  const present = new Set(list.lines.map((line) => line.id));
  const chosenNow = new Set([...chosen].filter((id) => present.has(id)));
  const all = list.lines.length > 0 && chosenNow.size === list.lines.length;
  const choice = {
    chosen: chosenNow,
    all,
    toggle: (lineId: number) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(lineId)) next.add(lineId);
        return next;
      }),
    toggleAll: () => setChosen(all ? new Set() : present),
  };
  const Lines = wide ? LinesTable : LinesCards;

  const deleteList = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('detail.deleted', { name: list.name }));
        void navigate(paths.savedLists(), { replace: true });
      },
      onError: (error) => {
        setDeleting(false);
        toast.error(errorMessage(error, t('server:errors.unexpected')));
      },
    });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words">{list.name}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('detail.facts', {
              count: list.line_count,
              name: list.created_by,
              date: formatDateTime(list.updated_at, i18n.language),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {list.lines.length > 0 ? (
            <RequestQuoteButton
              lines={quoteLinesOf(list.lines)}
              source="list"
              quotePath={paths.quote}
            />
          ) : null}
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
            {t('detail.rename')}
          </Button>
          <Button variant="quietDanger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
            {t('detail.delete')}
          </Button>
        </div>
      </div>
      {list.lines.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-400">
          <p>{t('detail.empty')}</p>
          <Link to={paths.products()} className={buttonClasses('secondary')}>
            {t('detail.goToProducts')}
          </Link>
        </div>
      ) : (
        <>
          <PutInCart lines={list.lines} chosen={chosenNow} />
          <Lines lines={list.lines} actions={actions} choice={choice} />
        </>
      )}
      {renaming ? (
        <ListNameDialog
          title={t('detail.renameTitle')}
          submitLabel={t('detail.renameSave')}
          pendingLabel={t('detail.renaming')}
          initialName={list.name}
          pending={rename.isPending}
          onSubmit={(name, failed) =>
            rename.mutate(
              { name },
              {
                onSuccess: () => {
                  setRenaming(false);
                  toast.success(t('detail.renamed', { name }));
                },
                onError: failed,
              },
            )
          }
          onClose={() => {
            setRenaming(false);
            rename.reset();
          }}
        />
      ) : null}
      <ConfirmModal
        open={deleting}
        title={t('detail.deleteTitle', { name: list.name })}
        message={t('detail.deleteMessage', { count: list.line_count })}
        confirmLabel={remove.isPending ? t('detail.deleting') : t('detail.delete')}
        cancelLabel={t('detail.keep')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={deleteList}
      />
    </>
  );
}
