import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  COMPANY_ROLES,
  updateMemberRequest,
  type AdminMember,
  type CompanyRole,
  type CustomerRef,
  type UpdateMemberRequest,
} from '@portal/contract';
import { CustomerPicker } from '@/entities/admin/customer-picker.tsx';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateMember } from '../api/members.ts';

interface EditMemberDialogProps {
  code: string;
  member: AdminMember;
  onClose: () => void;
}

interface MemberValues {
  rep_code: string;
  /** The customer picked; its id is what is sent, and a refusal of `customer_id` shows here. */
  customer_id: CustomerRef | null;
  company_role: CompanyRole;
  sees_all_orders: boolean;
}

const companyRoleOf = (value: string): CompanyRole =>
  COMPANY_ROLES.find((role) => role === value) ?? 'buyer';

/**
 * A member's sales rep code (empty clears it: a rep sees the sales person at checkout), the
 * customer they order for, and for a customer's member their role at that company and whether
 * they see all its orders (issue 29). Only what changed is sent.
 */
export function EditMemberDialog({ code, member, onClose }: EditMemberDialogProps) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const update = useUpdateMember(code);
  const changes = ({ rep_code, customer_id: customer, ...company }: MemberValues) => {
    const body: UpdateMemberRequest = {};
    if (rep_code.trim() !== (member.rep_code ?? '')) body.rep_code = rep_code.trim();
    if (customer && customer.id !== member.customer?.id) body.customer_id = customer.id;
    if (company.company_role !== member.company_role) body.company_role = company.company_role;
    if (company.sees_all_orders !== member.sees_all_orders) {
      body.sees_all_orders = company.sees_all_orders;
    }
    return body;
  };
  const form = useSchemaForm(
    updateMemberRequest,
    {
      rep_code: member.rep_code ?? '',
      customer_id: member.customer,
      company_role: member.company_role,
      sees_all_orders: member.sees_all_orders,
    },
    { body: changes },
  );

  const send = (body: UpdateMemberRequest) => {
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
        onError: form.failed,
      },
    );
  };

  return (
    <FormDialog
      title={t('members.editTitle', { name: member.name })}
      submitLabel={t('members.save')}
      pendingLabel={t('members.saving')}
      pending={update.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('members.repCode')}
        maxLength={30}
        autoComplete="off"
        value={form.values.rep_code}
        onChange={(event) => form.edit('rep_code', event.target.value)}
        error={form.errors.rep_code}
      />
      <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">{t('members.repHint')}</p>
      <CustomerPicker
        code={code}
        label={t('members.customer')}
        value={form.values.customer_id}
        onChange={(customer) => form.edit('customer_id', customer)}
        error={form.errors.customer_id}
      />
      {member.role === 'customer' ? (
        <>
          <SelectField
            label={t('members.companyRole')}
            value={form.values.company_role}
            onChange={(event) => form.edit('company_role', companyRoleOf(event.target.value))}
            error={form.errors.company_role}
          >
            {COMPANY_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`members.companyRoles.${role}`)}
              </option>
            ))}
          </SelectField>
          <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">
            {t(`members.companyRoleHints.${form.values.company_role}`)}
          </p>
          <CheckboxField
            name="sees_all_orders"
            label={t('members.seesAllOrders')}
            hint={t('members.seesAllOrdersHint')}
            error={form.errors.sees_all_orders}
            checked={form.values.sees_all_orders}
            onChange={(event) => form.edit('sees_all_orders', event.target.checked)}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
