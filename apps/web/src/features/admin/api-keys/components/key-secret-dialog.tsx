import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

/** A new key, shown this once, with a copy button and what it means to hold it. */
export function KeySecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('admin-settings');
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
      title={t('apiKeys.secretTitle')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('apiKeys.secretDone')}</Button>}
    >
      <div className="flex flex-col gap-3">
        <Alert tone="info">{t('apiKeys.secretOnce')}</Alert>
        <code
          aria-label={t('apiKeys.secretLabel')}
          className="rounded bg-slate-100 p-2 font-mono text-sm break-all dark:bg-slate-800"
        >
          {secret}
        </code>
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('apiKeys.copy')}
          </Button>
          <span role="status" className="text-sm">
            {copied ? t('apiKeys.copied') : ''}
          </span>
        </div>
      </div>
    </Modal>
  );
}
