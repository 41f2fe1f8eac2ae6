import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

/** An endpoint's signing secret, shown this once (after create or roll), with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation(['admin-settings', 'common']);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      open
      title={t('webhooks.secretTitle')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('webhooks.secretDone')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <Alert tone="info">{t('webhooks.secretOnce')}</Alert>
        <code
          aria-label={t('webhooks.secretLabel')}
          className="rounded bg-slate-100 p-2 font-mono text-sm break-all dark:bg-slate-800"
        >
          {secret}
        </code>
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('webhooks.copy')}
          </Button>
          <span role="status" className="text-sm">
            {copied ? t('webhooks.copied') : ''}
          </span>
        </div>
      </div>
    </Modal>
  );
}
