import { COMPANY_ROLES, type CompanyRole } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { SelectField } from '@/shared/ui/field.tsx';

interface RoleFieldProps {
  label: string;
  value: CompanyRole;
  /** The roles the signed-in administrator may give (rules/company-roles.ts grantableRoles). */
  roles: readonly CompanyRole[];
  error: string | undefined;
  onChange: (role: CompanyRole) => void;
}

const roleOf = (value: string): CompanyRole =>
  COMPANY_ROLES.find((role) => role === value) ?? 'buyer';

/** A colleague's role, chosen among those the administrator may give, with what it allows. */
export function RoleField({ label, value, roles, error, onChange }: RoleFieldProps) {
  const { t } = useTranslation('company');
  return (
    <>
      <SelectField
        label={label}
        value={value}
        onChange={(event) => onChange(roleOf(event.target.value))}
        error={error}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">{t(`roleHints.${value}`)}</p>
    </>
  );
}
