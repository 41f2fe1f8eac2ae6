import { useId, useState, type FormEvent } from 'react';
import { renameSavedListRequest, SAVED_LIST_NAME_MAX, type Product } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { fitQuantity, maxQuantity, minQuantity } from '@/entities/cart/cart-rules.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import {
  useAddSavedListLines,
  useCreateSavedList,
  useSavedLists,
} from '@/entities/saved-lists/saved-lists-api.ts';

const NEW_LIST = 'new';

export interface AddToListDialogProps {
  product: Product;
  /** The quantity offered first: the details' chosen one, the cart's, else the minimum. */
  initialQuantity: number;
  /** Where a list's page is (the app's route), for the toast's 'Open list'. */
  listPath: (listId: number) => string;
  onOpenList: (path: string) => void;
  onClose: () => void;
}

/**
 * 'Add to list' (issue 12): a product and a quantity (made valid by the cart's rules) go to one
 * of the customer's lists, or to a new one named here. The most recently changed list is
 * offered first.
 */
export function AddToListDialog({
  product,
  initialQuantity,
  listPath,
  onOpenList,
  onClose,
}: AddToListDialogProps) {
  const { t } = useTranslation(['saved-lists', 'server', 'common']);
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const settings = useSellingSettings();
  const lists = useSavedLists(code);
  const create = useCreateSavedList(code);
  const add = useAddSavedListLines(code);
  const form = useSchemaForm(renameSavedListRequest, { name: '' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const formId = useId();
  const name = product.description || product.part_number;
  const firstList = lists.data?.data[0];
  const hasLists = firstList !== undefined;
  const choice = chosen ?? (firstList ? String(firstList.id) : NEW_LIST);
  const pending = create.isPending || add.isPending;
  const failure = create.error ?? add.error;
  const max = maxQuantity(product);

  const settle = () => {
    const fitted = fitQuantity(product, Number(quantity), settings);
    if (fitted > 0) setQuantity(String(fitted));
    return fitted;
  };
  const added = (listId: number, listName: string) => {
    toast.success(t('addDialog.added', { name, list: listName }), {
      key: `saved-list-added-${product.id}`,
      action: { label: t('addDialog.openList'), onAction: () => onOpenList(listPath(listId)) },
    });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fitted = settle();
    setQuantityError(fitted > 0 ? null : t('server:validation.invalidQuantity'));
    const line = { product_id: product.id, quantity: fitted };
    if (choice === NEW_LIST) {
      if (!form.check() || fitted === 0) return;
      const listName = form.values.name.trim();
      create.mutate(
        { name: listName, lines: [line] },
        { onSuccess: ({ data }) => added(data.id, listName), onError: form.failed },
      );
      return;
    }
    const list = lists.data?.data.find((item) => String(item.id) === choice);
    if (!list || fitted === 0) return;
    add.mutate(
      { listId: list.id, body: { lines: [line] } },
      { onSuccess: () => added(list.id, list.name) },
    );
  };
  const generalError =
    failure && !(failure instanceof ApiError && failure.fieldError('name'))
      ? errorMessage(failure, t('server:errors.unexpected'))
      : null;

  return (
    <Modal
      open
      title={t('addDialog.title', { name })}
      onClose={() => {
        if (!pending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending || lists.isPending}>
            {pending ? t('addDialog.adding') : t('addDialog.add')}
          </Button>
        </>
      }
    >
      {lists.isPending ? (
        <Loading label={t('addDialog.loading')} />
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          {lists.isError ? <Alert tone="error">{t('addDialog.loadError')}</Alert> : null}
          {generalError ? <Alert tone="error">{generalError}</Alert> : null}
          {/* The dialog opens while the lists load: the first field takes focus once it is there. */}
          {lists.data && hasLists ? (
            <SelectField
              autoFocus
              label={t('addDialog.list')}
              value={choice}
              onChange={(event) => setChosen(event.target.value)}
            >
              {lists.data.data.map((list) => (
                <option key={list.id} value={String(list.id)}>
                  {t('addDialog.listOption', { name: list.name, count: list.line_count })}
                </option>
              ))}
              <option value={NEW_LIST}>{t('addDialog.newList')}</option>
            </SelectField>
          ) : null}
          {choice === NEW_LIST ? (
            <TextField
              autoFocus={!hasLists}
              label={t('addDialog.newListName')}
              name="name"
              required
              autoComplete="off"
              maxLength={SAVED_LIST_NAME_MAX}
              value={form.values.name}
              error={form.errors.name}
              onChange={(event) => form.edit('name', event.target.value)}
            />
          ) : null}
          <TextField
            label={t('addDialog.quantity')}
            type="number"
            inputMode="numeric"
            required
            min={minQuantity(product)}
            max={Number.isFinite(max) ? max : undefined}
            step={settings.sellByMinimum ? minQuantity(product) : 1}
            value={quantity}
            error={quantityError ?? undefined}
            onChange={(event) => {
              setQuantity(event.target.value);
              setQuantityError(null);
            }}
            onBlur={settle}
            className="max-w-32 tabular-nums"
          />
        </form>
      )}
    </Modal>
  );
}
