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

/**
 * The link just issued, shown this once (only its hash is kept): a field to select, a copy
 * button, its expiry, and whether the e-mail to the user went out.
 */
export function IssuedLinkDialog({ issued, onClose }: { issued: IssuedLink; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin-accounts', 'common']);
  const toast = useToast();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const language = i18n.language;
  const { user } = issued;

  const copy = async () => {
    if (await copyText(issued.link, field.current)) toast.success(t('resets.copied'));
    else toast.error(t('resets.copyFailed'));
  };

  return (
    <Modal
      open
      title={t('resets.issuedTitle', { name: user.name })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
    >
      <div className="flex flex-col gap-3">
        {issued.emailed ? (
          <Alert tone="success">{t('resets.emailed', { email: user.email })}</Alert>
        ) : (
          <Alert tone="error">{t('resets.notEmailed', { email: user.email })}</Alert>
        )}
        <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-200">
          {t('resets.link')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            ref={field}
            readOnly
            value={issued.link}
            onFocus={(event) => event.target.select()}
            className={`${inputClasses} font-mono text-xs`}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('resets.copy')}
          </Button>
        </div>
        <p>
          {issued.token_expires_at
            ? t('resets.validUntil', { date: formatDateTime(issued.token_expires_at, language) })
            : t('resets.validFor')}
        </p>
      </div>
    </Modal>
  );
}
