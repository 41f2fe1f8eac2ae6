import type { SavedListLine } from '@portal/contract';
import { useAddSavedListLines } from '@/entities/saved-lists/saved-lists-api.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { sessionStore, useSession } from '@/shared/session/session-store.ts';
import { useToast } from '@/shared/ui/toast.tsx';
import { useRemoveSavedListLine, useUpdateSavedListLine } from '../api/saved-list.ts';

export const lineName = (line: SavedListLine) => line.description || line.part_number;

/**
 * What a list's line does on the server: a new quantity or comment, and removal, which a toast
 * offers to undo by adding the line back as it was (quantity and comment). A refusal is said in
 * an error toast with the server's message.
 */
export function useLineActions(listId: number) {
  const { t } = useTranslation(['saved-lists', 'server']);
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const update = useUpdateSavedListLine(code, listId);
  const remove = useRemoveSavedListLine(code, listId);
  const addBack = useAddSavedListLines(code);
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, t('server:errors.unexpected')));

  return {
    busy: update.isPending || remove.isPending,
    setQuantity: (line: SavedListLine, quantity: number) =>
      update.mutate({ lineId: line.id, body: { quantity } }, { onError: failed }),
    setComment: (line: SavedListLine, comment: string) =>
      update.mutate({ lineId: line.id, body: { comment } }, { onError: failed }),
    remove: (line: SavedListLine) => {
      const name = lineName(line);
      // Undo belongs to the company the line was removed in, not one switched to since.
      const company = sessionStore.get().manufacturer?.code;
      remove.mutate(line.id, {
        onError: failed,
        onSuccess: () =>
          toast.success(t('detail.removed', { name }), {
            key: `saved-list-line-removed-${line.id}`,
            // A product no longer sold cannot go back on the list.
            action: line.product
              ? {
                  label: t('detail.undoRemove'),
                  onAction: () => {
                    if (sessionStore.get().manufacturer?.code !== company) return;
                    addBack.mutate(
                      {
                        listId,
                        body: {
                          lines: [
                            {
                              product_id: line.product_id,
                              quantity: line.quantity,
                              comment: line.comment,
                            },
                          ],
                        },
                      },
                      { onError: failed },
                    );
                  },
                }
              : undefined,
          }),
      });
    },
  };
}

export type LineActions = ReturnType<typeof useLineActions>;
