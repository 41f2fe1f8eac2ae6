import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useToast } from '@/shared/ui/toast.tsx';
import { ListNameDialog } from '@/entities/saved-lists/list-name-dialog.tsx';
import { useCreateSavedList } from '@/entities/saved-lists/saved-lists-api.ts';

interface SaveCartDialogProps {
  items: readonly CartItem[];
  /** Where a list's page is (the app's route), for the toast's 'Open list'. */
  listPath: (listId: number) => string;
  onOpenList: (path: string) => void;
  onClose: () => void;
}

/** The cart saved as a new list: its name asked for, the cart's lines sent with it. */
export function SaveCartDialog({ items, listPath, onOpenList, onClose }: SaveCartDialogProps) {
  const { t } = useTranslation('saved-lists');
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const create = useCreateSavedList(code);
  const lines = items.map((item) => ({
    product_id: item.product.id,
    quantity: item.quantity,
    comment: item.comment.trim() === '' ? null : item.comment,
  }));

  return (
    <ListNameDialog
      title={t('saveCart.title')}
      intro={t('saveCart.intro', { count: lines.length })}
      submitLabel={t('saveCart.save')}
      pendingLabel={t('saveCart.saving')}
      pending={create.isPending}
      onSubmit={(name, failed) =>
        create.mutate(
          { name, lines },
          {
            onSuccess: ({ data }) => {
              toast.success(t('saveCart.saved', { name }), {
                key: 'cart-saved-as-list',
                action: {
                  label: t('saveCart.openList'),
                  onAction: () => onOpenList(listPath(data.id)),
                },
              });
              onClose();
            },
            onError: failed,
          },
        )
      }
      onClose={onClose}
    />
  );
}
