import {
  updateColleagueRequest,
  type Colleague,
  type CompanyRole,
  type ShippingAddress,
  type UpdateColleagueRequest,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useUpdateColleague } from '../api/company.ts';
import { RoleField } from './role-field.tsx';
import { addressLine } from '@/entities/approval-rules/rule-choices.ts';

interface EditColleagueDialogProps {
  code: string;
  colleague: Colleague;
  /** The roles the administrator may give (never above their own). */
  roles: readonly CompanyRole[];
  /** The company's shipping addresses, which a restriction chooses from. */
  addresses: readonly ShippingAddress[];
  onClose: () => void;
}

interface ColleagueValues {
  company_role: CompanyRole;
  sees_all_orders: boolean;
  /** Restricted to the addresses chosen below; otherwise every address of the company. */
  restricted: boolean;
  ship_to_address_ids: number[];
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

/**
 * A colleague's role, whether they see all the company's orders, and the addresses they may ship
 * to (issue 29 points 2 and 5). Only what changed is sent.
 */
export function EditColleagueDialog({
  code,
  colleague,
  roles,
  addresses,
  onClose,
}: EditColleagueDialogProps) {
  const { t } = useTranslation('company');
  const toast = useToast();
  const update = useUpdateColleague(code);
  const changes = (values: ColleagueValues): UpdateColleagueRequest => {
    const body: UpdateColleagueRequest = {};
    if (values.company_role !== colleague.company_role) body.company_role = values.company_role;
    if (values.sees_all_orders !== colleague.sees_all_orders) {
      body.sees_all_orders = values.sees_all_orders;
    }
    const before = colleague.ship_to_address_ids;
    const after = values.restricted ? values.ship_to_address_ids : null;
    if ((before === null) !== (after === null) || (before && after && !sameIds(before, after))) {
      body.ship_to_address_ids = after;
    }
    return body;
  };
  const form = useSchemaForm(
    updateColleagueRequest,
    {
      company_role: colleague.company_role,
      sees_all_orders: colleague.sees_all_orders,
      restricted: colleague.ship_to_address_ids !== null,
      ship_to_address_ids: [...(colleague.ship_to_address_ids ?? [])],
    },
    { body: changes },
  );
  const toggleAddress = (id: number, on: boolean) =>
    form.edit(
      'ship_to_address_ids',
      on
        ? [...form.values.ship_to_address_ids, id]
        : form.values.ship_to_address_ids.filter((other) => other !== id),
    );

  const send = (body: UpdateColleagueRequest) => {
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { userId: colleague.user_id, body },
      {
        onSuccess: () => {
          toast.success(t('edit.saved', { name: colleague.name }));
          onClose();
        },
        onError: form.failed,
      },
    );
  };

  return (
    <FormDialog
      title={t('edit.title', { name: colleague.name })}
      submitLabel={t('edit.save')}
      pendingLabel={t('edit.saving')}
      pending={update.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <RoleField
        label={t('edit.role')}
        value={form.values.company_role}
        roles={roles}
        error={form.errors.company_role}
        onChange={(role) => form.edit('company_role', role)}
      />
      <CheckboxField
        name="sees_all_orders"
        label={t('edit.seesAll')}
        hint={t('edit.seesAllHint')}
        checked={form.values.sees_all_orders}
        onChange={(event) => form.edit('sees_all_orders', event.target.checked)}
        error={form.errors.sees_all_orders}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('edit.shipTo')}</legend>
        {addresses.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('edit.noAddresses')}</p>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="restricted"
                className="size-4"
                checked={!form.values.restricted}
                onChange={() => form.edit('restricted', false, 'ship_to_address_ids')}
              />
              {t('edit.allAddresses')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="restricted"
                className="size-4"
                checked={form.values.restricted}
                onChange={() => form.edit('restricted', true, 'ship_to_address_ids')}
              />
              {t('edit.someAddresses')}
            </label>
            <div className="ml-6 flex flex-col gap-1">
              {addresses.map((address) => (
                <CheckboxField
                  key={address.id}
                  name="ship_to_address_ids"
                  label={addressLine(address)}
                  disabled={!form.values.restricted}
                  checked={form.values.ship_to_address_ids.includes(address.id)}
                  onChange={(event) => toggleAddress(address.id, event.target.checked)}
                />
              ))}
            </div>
            {form.errors.ship_to_address_ids ? (
              <p className="text-sm text-red-700 dark:text-red-400" role="alert">
                {form.errors.ship_to_address_ids}
              </p>
            ) : null}
          </>
        )}
      </fieldset>
    </FormDialog>
  );
}
