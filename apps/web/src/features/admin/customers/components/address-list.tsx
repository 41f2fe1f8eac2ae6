import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminAddress } from '@portal/contract';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useDeleteAddress } from '../api/customers.ts';
import { AddressDialog } from './address-dialog.tsx';
import { CardSection } from '@/shared/ui/card-section.tsx';

interface AddressListProps {
  code: string;
  customerId: number;
  addresses: readonly AdminAddress[];
}

/** Lines, then city, region or '-', country or '-', postal code (specification section 9). */
const placeOf = (address: AdminAddress) =>
  [
    address.city,
    address.province_code || '-',
    address.country_code || '-',
    address.postal_code,
  ].join(', ');

/** The customer's shipping and billing addresses: add, edit, delete after confirmation. */
export function AddressList({ code, customerId, addresses }: AddressListProps) {
  const { t } = useTranslation(['admin-accounts', 'server']);
  const toast = useToast();
  const remove = useDeleteAddress(code, customerId);
  const [editing, setEditing] = useState<AdminAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAddress | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => toast.success(t('addresses.deleted')),
      onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
    });
  };

  return (
    <CardSection
      title={t('addresses.title')}
      action={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('addresses.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => {
            const lines = [address.address, address.address2, address.address3].filter(Boolean);
            const label = lines.join(', ');
            return (
              <li
                key={address.id}
                className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
              >
                <div>
                  <Badge tone={address.type === 'S' ? 'info' : 'neutral'}>
                    {t(`addresses.types.${address.type}`)}
                  </Badge>
                </div>
                <address className="not-italic">
                  {lines.map((line) => (
                    <span key={line} className="block break-words">
                      {line}
                    </span>
                  ))}
                  <span className="block">{placeOf(address)}</span>
                </address>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    onClick={() => setEditing(address)}
                    aria-label={t('addresses.editOf', { address: label })}
                  >
                    {t('addresses.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5 text-red-700 dark:text-red-300"
                    disabled={remove.isPending && remove.variables === address.id}
                    onClick={() => setDeleting(address)}
                    aria-label={t('addresses.deleteOf', { address: label })}
                  >
                    {t('addresses.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AddressDialog
          key={editing === 'new' ? 'new' : editing.id}
          code={code}
          customerId={customerId}
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        message={t('addresses.deleteMessage', {
          address: deleting ? [deleting.address, placeOf(deleting)].join(', ') : '',
        })}
        confirmLabel={t('addresses.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </CardSection>
  );
}
