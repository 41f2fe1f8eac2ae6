import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  approveRegistrationRequest,
  type ApproveRegistrationRequest,
  type CustomerRef,
} from '@portal/contract';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useApproveAccount } from './account-decisions.ts';
import { CustomerPicker } from './customer-picker.tsx';

type Mode = 'create' | 'link';

interface ApprovalValues {
  mode: Mode;
  code: string;
  name: string;
  customer: CustomerRef | null;
}

/** The paths of the request each way shows at a field; a refusal of another shows above them. */
const SHOWN: Record<Mode, readonly string[]> = {
  create: ['create_customer.code', 'create_customer.name'],
  link: ['customer_id'],
};

const requestOf = ({ mode, code, name, customer }: ApprovalValues): ApproveRegistrationRequest =>
  mode === 'create'
    ? { create_customer: { code, name } }
    : customer
      ? { customer_id: customer.id }
      : {};

/** The contract's rules for the fields shown; an existing customer must have been picked. */
const approvalProblems = (body: ApproveRegistrationRequest) =>
  body.create_customer
    ? Object.fromEntries(
        Object.entries(schemaErrors(approveRegistrationRequest, body)).filter(([path]) =>
          path.startsWith('create_customer.'),
        ),
      )
    : body.customer_id === undefined
      ? { customer_id: 'admin-accounts:approve.chooseCustomer' }
      : {};

interface ApproveAccountDialogProps {
  /** The tenant code. */
  code: string;
  account: { user_id: number; name: string; email: string };
  /** The name the new customer starts with (the registration's company). */
  suggestedName: string;
  /** Whether the registration holds a street and a city; unknown outside the registrations. */
  hasAddress?: boolean | undefined;
  onClose: () => void;
}

/**
 * Approval of a pending account links it to a customer: a new one made from the registration
 * (its address becomes the shipping address) or an existing one of the company. Shown while
 * mounted; the caller mounts it anew for each account.
 */
export function ApproveAccountDialog({
  code,
  account,
  suggestedName,
  hasAddress,
  onClose,
}: ApproveAccountDialogProps) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const approve = useApproveAccount(code);
  const choiceName = useId();
  const form = useSchemaForm(
    approvalProblems,
    { mode: 'create' as Mode, code: '', name: suggestedName, customer: null as CustomerRef | null },
    { body: requestOf, shows: (path, { mode }) => SHOWN[mode].includes(path) },
  );
  const { values, errors } = form;

  const send = (body: ApproveRegistrationRequest) =>
    approve.mutate(
      { userId: account.user_id, body },
      {
        onSuccess: () => {
          toast.success(t('approve.done', { name: account.name }));
          onClose();
        },
        onError: form.failed,
      },
    );

  const choice = (value: Mode, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={`${choiceName}-mode`}
        checked={values.mode === value}
        onChange={() => form.reset({ ...values, mode: value })}
      />
      {label}
    </label>
  );

  return (
    <FormDialog
      title={t('approve.title', { name: account.name })}
      intro={t('approve.intro', { email: account.email })}
      submitLabel={t('approve.submit')}
      pendingLabel={t('approve.submitting')}
      pending={approve.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('approve.customerChoice')}</legend>
        {choice('create', t('approve.createCustomer'))}
        {choice('link', t('approve.linkCustomer'))}
      </fieldset>
      {values.mode === 'create' ? (
        <div className="flex flex-col gap-3">
          <TextField
            label={t('approve.customerCode')}
            required
            maxLength={30}
            autoComplete="off"
            value={values.code}
            onChange={(event) => form.edit('code', event.target.value, 'create_customer.code')}
            error={errors['create_customer.code']}
          />
          <TextField
            label={t('approve.customerName')}
            required
            maxLength={200}
            value={values.name}
            onChange={(event) => form.edit('name', event.target.value, 'create_customer.name')}
            error={errors['create_customer.name']}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {hasAddress === undefined
              ? t('approve.addressIfAny')
              : hasAddress
                ? t('approve.addressCopied')
                : t('approve.noAddress')}
          </p>
        </div>
      ) : (
        <CustomerPicker
          code={code}
          label={t('approve.existingCustomer')}
          value={values.customer}
          onChange={(picked) => form.edit('customer', picked, 'customer_id')}
          error={errors.customer_id}
        />
      )}
    </FormDialog>
  );
}
