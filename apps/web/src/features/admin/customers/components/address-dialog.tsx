import { useTranslation } from '@/shared/i18n/use-translation.ts';
import {
  ADDRESS_TYPES,
  createAddressRequest,
  type AddressType,
  type AdminAddress,
} from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CountryRegionFields } from '@/shared/ui/country-region-fields.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useCreateAddress, useUpdateAddress } from '../api/customers.ts';
import { addressValues, editAddress, type AddressField } from '../lib/address-form.ts';

interface AddressDialogProps {
  code: string;
  customerId: number;
  /** The address to edit; none adds a new one. */
  address?: AdminAddress | undefined;
  onClose: () => void;
}

const LINES: { field: AddressField; required: boolean; autoComplete: string; max: number }[] = [
  { field: 'city', required: true, autoComplete: 'address-level2', max: 100 },
  { field: 'postal_code', required: false, autoComplete: 'postal-code', max: 20 },
  { field: 'address', required: true, autoComplete: 'address-line1', max: 200 },
  { field: 'address2', required: false, autoComplete: 'address-line2', max: 200 },
  { field: 'address3', required: false, autoComplete: 'address-line3', max: 200 },
];

/** Adds or edits a shipping or billing address, with the registration's country and region lists. */
export function AddressDialog({ code, customerId, address, onClose }: AddressDialogProps) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const create = useCreateAddress(code, customerId);
  const update = useUpdateAddress(code, customerId);
  const save = address ? update : create;
  const form = useSchemaForm(createAddressRequest, addressValues(address), { apply: editAddress });
  const { values, errors } = form;

  const send = (body: typeof values) => {
    const done = {
      onSuccess: () => {
        toast.success(t(address ? 'addresses.updated' : 'addresses.added'));
        onClose();
      },
      onError: form.failed,
    };
    if (address) update.mutate({ id: address.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <FormDialog
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      submitLabel={t('addresses.save')}
      pendingLabel={t('addresses.saving')}
      pending={save.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            label={t('addresses.type')}
            required
            value={values.type}
            onChange={(event) => form.edit('type', event.target.value as AddressType)}
            error={errors.type}
          >
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`addresses.types.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <CountryRegionFields
          country={values.country_code}
          region={values.province_code}
          onCountry={(value) => form.edit('country_code', value)}
          onRegion={(value) => form.edit('province_code', value)}
          labels={{
            country: t('addresses.fields.country_code'),
            selectCountry: t('addresses.selectCountry'),
            region: t('addresses.fields.province_code'),
            selectRegion: t('addresses.selectRegion'),
          }}
          errors={{ country: errors.country_code, region: errors.province_code }}
          names={{ country: 'country_code', region: 'province_code' }}
        />
        {LINES.map(({ field, required, autoComplete, max }) => (
          <div key={field} className={field.startsWith('address') ? 'sm:col-span-2' : ''}>
            <TextField
              label={t(`addresses.fields.${field}` as 'addresses.fields.city')}
              name={field}
              required={required}
              maxLength={max}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => form.edit(field, event.target.value)}
              error={errors[field]}
            />
          </div>
        ))}
      </div>
    </FormDialog>
  );
}
