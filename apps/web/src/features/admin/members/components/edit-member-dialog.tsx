import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminMember, CustomerRef, UpdateMemberRequest } from '@portal/contract';
import { CustomerPicker } from '@/entities/admin/customer-picker.tsx';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateMember } from '../api/members.ts';

interface EditMemberDialogProps {
  code: string;
  member: AdminMember;
  onClose: () => void;
}

/**
 * A member's sales rep code (empty clears it: a rep sees the sales person at checkout) and the
 * customer they order for. Only what changed is sent.
 */
export function EditMemberDialog({ code, member, onClose }: EditMemberDialogProps) {
  const { t } = useTranslation(['admin-accounts', 'server', 'common']);
  const toast = useToast();
  const update = useUpdateMember(code);
  const formId = useId();
  const [repCode, setRepCode] = useState(member.rep_code ?? '');
  const [customer, setCustomer] = useState<CustomerRef | null>(member.customer);

  const changes = (): UpdateMemberRequest => {
    const body: UpdateMemberRequest = {};
    if (repCode.trim() !== (member.rep_code ?? '')) body.rep_code = repCode.trim();
    if (customer && customer.id !== member.customer?.id) body.customer_id = customer.id;
    return body;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = changes();
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { userId: member.user_id, body },
      {
        onSuccess: () => {
          toast.success(t('members.saved', { name: member.name }));
          onClose();
        },
      },
    );
  };
  const failure = update.error;
  const fieldError = (path: string) =>
    failure instanceof ApiError ? failure.fieldError(path) : undefined;
  const generalError =
    failure !== null && !fieldError('rep_code') && !fieldError('customer_id')
      ? errorMessage(failure, t('server:errors.unexpected'))
      : null;

  return (
    <Modal
      open
      title={t('members.editTitle', { name: member.name })}
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending ? t('members.saving') : t('members.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}
        <TextField
          label={t('members.repCode')}
          maxLength={30}
          autoComplete="off"
          value={repCode}
          onChange={(event) => setRepCode(event.target.value)}
          error={fieldError('rep_code')}
        />
        <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">{t('members.repHint')}</p>
        <CustomerPicker
          code={code}
          label={t('members.customer')}
          value={customer}
          onChange={setCustomer}
          error={fieldError('customer_id')}
        />
      </form>
    </Modal>
  );
}
