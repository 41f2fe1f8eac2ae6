import { useId, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { IssueResetLinkResponse } from '@portal/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { inputClasses } from '@/shared/ui/field.tsx';
import { Modal } from '@/shared/ui/modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';

type IssuedLink = IssueResetLinkResponse['data'];

/** Copies through the Clipboard API, else (a page served over plain http) the selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return field ? document.execCommand('copy') : false;
  }
}

/** The link, shown this once: a field to select and a copy button. */
function ShownLink({ link }: { link: string }) {
  const { t } = useTranslation('admin-accounts');
  const toast = useToast();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (await copyText(link, field.current)) toast.success(t('resets.copied'));
    else toast.error(t('resets.copyFailed'));
  };

  return (
    <>
      <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-200">
        {t('resets.link')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={field}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className={`${inputClasses} font-mono text-xs`}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('resets.copy')}
        </Button>
      </div>
    </>
  );
}

/** Whether the e-mail went out, worded for a link shown here or one that only the owner gets. */
function DeliveryAlert({ issued }: { issued: IssuedLink }) {
  const { t } = useTranslation('admin-accounts');
  const { email } = issued.user;
  if (issued.link === null) {
    return issued.emailed ? (
      <Alert tone="success">{t('resets.emailedOnly', { email })}</Alert>
    ) : (
      <Alert tone="error">{t('resets.notEmailedOnly', { email })}</Alert>
    );
  }
  return issued.emailed ? (
    <Alert tone="success">{t('resets.emailed', { email })}</Alert>
  ) : (
    <Alert tone="error">{t('resets.notEmailed', { email })}</Alert>
  );
}

/**
 * The link just issued and whether the e-mail to the user went out. The link itself is shown
 * this once (only its hash is kept), unless the account also belongs to another company: then
 * it went to the account's own address only and the API does not return it.
 */
export function IssuedLinkDialog({ issued, onClose }: { issued: IssuedLink; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin-accounts', 'common']);
  const shown = issued.link !== null;
  const expiry = issued.token_expires_at
    ? { date: formatDateTime(issued.token_expires_at, i18n.language) }
    : null;

  return (
    <Modal
      open
      title={t('resets.issuedTitle', { name: issued.user.name })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <DeliveryAlert issued={issued} />
        {issued.link !== null ? <ShownLink link={issued.link} /> : null}
        <p>
          {shown
            ? expiry
              ? t('resets.validUntil', expiry)
              : t('resets.validFor')
            : expiry
              ? t('resets.emailedOnlyValidUntil', expiry)
              : t('resets.emailedOnlyValidFor')}
        </p>
      </div>
    </Modal>
  );
}
