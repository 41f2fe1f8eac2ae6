import { renameSavedListRequest, type Product } from '@portal/contract';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { fitQuantity, maxQuantity, minQuantity } from '@/entities/cart/cart-rules.ts';
import { useSellingSettings } from '@/entities/cart/use-selling-settings.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { ListNameField } from '@/entities/saved-lists/list-name-field.tsx';
import {
  useAddSavedListLines,
  useCreateSavedList,
  useSavedLists,
} from '@/entities/saved-lists/saved-lists-api.ts';

const NEW_LIST = 'new';

/** What the dialog sends: the list chosen (or NEW_LIST and its name) and the quantity typed. */
interface ListLine {
  list: string;
  name: string;
  quantity: string;
}

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
  const { t } = useTranslation('saved-lists');
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const settings = useSellingSettings();
  const lists = useSavedLists(code);
  const create = useCreateSavedList(code);
  const add = useAddSavedListLines(code);
  const fitted = (quantity: string) => fitQuantity(product, Number(quantity), settings);
  const firstList = lists.data?.data[0];
  const hasLists = firstList !== undefined;
  // The most recently changed list until another is chosen; a new list when there is none.
  const choiceOf = (chosen: string | null) =>
    chosen ?? (firstList ? String(firstList.id) : NEW_LIST);
  const form = useSchemaForm(
    // A new list's name by the contract's rule; the quantity by the cart's.
    ({ list, name, quantity }: ListLine) => ({
      ...(list === NEW_LIST ? schemaErrors(renameSavedListRequest, { name }) : {}),
      ...(fitted(quantity) > 0 ? {} : { quantity: 'validation.invalidQuantity' }),
    }),
    { chosen: null as string | null, name: '', quantity: String(initialQuantity) },
    {
      body: ({ chosen, name, quantity }) => ({
        list: choiceOf(chosen),
        name: name.trim(),
        quantity,
      }),
    },
  );
  const name = product.description || product.part_number;
  const choice = choiceOf(form.values.chosen);
  const max = maxQuantity(product);

  // The quantity the cart's rules make of what was typed, shown once the field is left.
  const settle = () => {
    const quantity = fitted(form.values.quantity);
    if (quantity > 0 && String(quantity) !== form.values.quantity) {
      form.edit('quantity', String(quantity));
    }
  };
  const added = (listId: number, listName: string) => {
    toast.success(t('addDialog.added', { name, list: listName }), {
      key: `saved-list-added-${product.id}`,
      action: { label: t('addDialog.openList'), onAction: () => onOpenList(listPath(listId)) },
    });
    onClose();
  };
  const send = ({ list: listId, name: listName, quantity }: ListLine) => {
    const line = { product_id: product.id, quantity: fitted(quantity) };
    if (listId === NEW_LIST) {
      create.mutate(
        { name: listName, lines: [line] },
        { onSuccess: ({ data }) => added(data.id, listName), onError: form.failed },
      );
      return;
    }
    const list = lists.data?.data.find((item) => String(item.id) === listId);
    if (!list) return;
    add.mutate(
      { listId: list.id, body: { lines: [line] } },
      { onSuccess: () => added(list.id, list.name), onError: form.failed },
    );
  };

  return (
    <FormDialog
      title={t('addDialog.title', { name })}
      submitLabel={t('addDialog.add')}
      pendingLabel={t('addDialog.adding')}
      pending={create.isPending || add.isPending}
      submitDisabled={lists.isPending}
      failure={form.failure}
      onSubmit={(event) => {
        settle();
        form.submit(send)(event);
      }}
      onClose={onClose}
    >
      {lists.isPending ? (
        <Loading label={t('addDialog.loading')} />
      ) : (
        <>
          {lists.isError ? <Alert tone="error">{t('addDialog.loadError')}</Alert> : null}
          {/* The dialog opens while the lists load: the first field takes focus once it is there. */}
          {lists.data && hasLists ? (
            <SelectField
              autoFocus
              label={t('addDialog.list')}
              value={choice}
              onChange={(event) => form.edit('chosen', event.target.value)}
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
            <ListNameField
              autoFocus={!hasLists}
              label={t('addDialog.newListName')}
              value={form.values.name}
              error={form.errors.name}
              onChange={(name) => form.edit('name', name)}
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
            value={form.values.quantity}
            error={form.errors.quantity}
            onChange={(event) => form.edit('quantity', event.target.value)}
            onBlur={settle}
            className="max-w-32 tabular-nums"
          />
        </>
      )}
    </FormDialog>
  );
}
