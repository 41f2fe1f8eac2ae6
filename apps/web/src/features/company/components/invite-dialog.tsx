import {
  LANGUAGES,
  inviteColleagueRequest,
  type CompanyRole,
  type InviteColleagueRequest,
  type Language,
} from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useInviteColleague } from '../api/company.ts';
import { RoleField } from './role-field.tsx';

interface InviteDialogProps {
  code: string;
  /** The roles the administrator may give (never above their own). */
  roles: readonly CompanyRole[];
  onClose: () => void;
}

const languageOf = (value: string): Language =>
  LANGUAGES.find((language) => language === value) ?? 'en';

/** Invites a colleague by e-mail, with a role and the e-mail's language (the reader's at first). */
export function InviteDialog({ code, roles, onClose }: InviteDialogProps) {
  const { t, i18n } = useTranslation('company');
  const toast = useToast();
  const invite = useInviteColleague(code);
  const initial: Required<InviteColleagueRequest> = {
    email: '',
    company_role: roles.includes('buyer') ? 'buyer' : (roles.at(-1) ?? 'requester'),
    sees_all_orders: false,
    language: languageOf(i18n.language),
  };
  const form = useSchemaForm(inviteColleagueRequest, initial);

  const send = (body: InviteColleagueRequest) =>
    invite.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success(t('invite.sent', { email: data.email }));
        onClose();
      },
      onError: form.failed,
    });

  return (
    <FormDialog
      title={t('invite.title')}
      intro={t('invite.intro')}
      submitLabel={t('invite.send')}
      pendingLabel={t('invite.sending')}
      pending={invite.isPending}
      failure={form.failure}
      onSubmit={form.submit(send)}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        value={form.values.email}
        onChange={(event) => form.edit('email', event.target.value)}
        error={form.errors.email}
      />
      <RoleField
        label={t('invite.role')}
        value={form.values.company_role}
        roles={roles}
        error={form.errors.company_role}
        onChange={(role) => form.edit('company_role', role)}
      />
      <CheckboxField
        name="sees_all_orders"
        label={t('invite.seesAll')}
        checked={form.values.sees_all_orders}
        onChange={(event) => form.edit('sees_all_orders', event.target.checked)}
        error={form.errors.sees_all_orders}
      />
      <SelectField
        label={t('invite.language')}
        value={form.values.language}
        onChange={(event) => form.edit('language', languageOf(event.target.value))}
        error={form.errors.language}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`invite.languages.${language}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
