import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  approveRegistrationRequest,
  type ApproveRegistrationRequest,
  type CustomerRef,
} from '@portal/contract';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useApproveAccount } from './account-decisions.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { schemaErrors } from '@/shared/lib/schema-errors.ts';

type Mode = 'create' | 'link';
type FieldPath = 'create_customer.code' | 'create_customer.name' | 'customer_id';

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
  const { t } = useTranslation(['admin-accounts', 'server', 'common']);
  const toast = useToast();
  const approve = useApproveAccount(code);
  const formId = useId();
  const [mode, setMode] = useState<Mode>('create');
  const [customerCode, setCustomerCode] = useState('');
  const [name, setName] = useState(suggestedName);
  const [customer, setCustomer] = useState<CustomerRef | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldPath, string>>>({});

  const body = (): ApproveRegistrationRequest =>
    mode === 'create'
      ? { create_customer: { code: customerCode, name } }
      : customer
        ? { customer_id: customer.id }
        : {};
  const errorOf = (path: FieldPath) =>
    errors[path] ??
    (approve.error instanceof ApiError ? approve.error.fieldError(path) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    approve.reset();
    const found: Partial<Record<FieldPath, string>> = {};
    if (mode === 'link' && !customer) found.customer_id = t('approve.chooseCustomer');
    for (const [path, key] of Object.entries(schemaErrors(approveRegistrationRequest, body()))) {
      if (mode === 'create' && path.startsWith('create_customer.')) {
        found[path as FieldPath] = t(`server:${key}`);
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    approve.mutate(
      { userId: account.user_id, body: body() },
      {
        onSuccess: () => {
          toast.success(t('approve.done', { name: account.name }));
          onClose();
        },
      },
    );
  };

  const choice = (value: Mode, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={`${formId}-mode`}
        checked={mode === value}
        onChange={() => {
          setMode(value);
          setErrors({});
        }}
      />
      {label}
    </label>
  );
  // A refusal that names none of the fields shown (already decided, for one) goes above them.
  const shown: FieldPath[] =
    mode === 'create' ? ['create_customer.code', 'create_customer.name'] : ['customer_id'];
  const failure = approve.error;
  const generalError =
    failure !== null &&
    !(failure instanceof ApiError && shown.some((path) => failure.fieldError(path)));

  return (
    <Modal
      open
      title={t('approve.title', { name: account.name })}
      onClose={() => {
        if (!approve.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={approve.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={approve.isPending}>
            {approve.isPending ? t('approve.submitting') : t('approve.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p>{t('approve.intro', { email: account.email })}</p>
        {generalError ? (
          <Alert tone="error">{errorMessage(approve.error, t('server:errors.unexpected'))}</Alert>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('approve.customerChoice')}</legend>
          {choice('create', t('approve.createCustomer'))}
          {choice('link', t('approve.linkCustomer'))}
        </fieldset>
        {mode === 'create' ? (
          <div className="flex flex-col gap-3">
            <TextField
              label={t('approve.customerCode')}
              required
              maxLength={30}
              autoComplete="off"
              value={customerCode}
              onChange={(event) => setCustomerCode(event.target.value)}
              error={errorOf('create_customer.code')}
            />
            <TextField
              label={t('approve.customerName')}
              required
              maxLength={200}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errorOf('create_customer.name')}
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
            value={customer}
            onChange={(picked) => {
              setCustomer(picked);
              setErrors({});
            }}
            error={errorOf('customer_id')}
          />
        )}
      </form>
    </Modal>
  );
}
