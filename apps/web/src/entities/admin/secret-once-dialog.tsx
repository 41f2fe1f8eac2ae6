import { useState } from 'react';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

export interface SecretOnceTexts {
  title: string;
  /** That it will not be shown again, and what holding it means. */
  notice: string;
  /** The accessible name of the secret itself. */
  label: string;
  copy: string;
  copied: string;
  /** The button that closes the dialog. */
  done: string;
}

/**
 * A secret the server shows this once (a new API key, a webhook endpoint's signing secret), with a
 * copy button: closing the dialog is the last chance to take it.
 */
export function SecretOnceDialog({
  secret,
  texts,
  onClose,
}: {
  secret: string;
  texts: SecretOnceTexts;
  onClose: () => void;
}) {
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
      title={texts.title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{texts.done}</Button>}
    >
      <div className="flex flex-col gap-3">
        <Alert tone="info">{texts.notice}</Alert>
        <code
          aria-label={texts.label}
          className="rounded bg-slate-100 p-2 font-mono text-sm break-all dark:bg-slate-800"
        >
          {secret}
        </code>
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={() => void copy()}>
            {texts.copy}
          </Button>
          <span role="status" className="text-sm">
            {copied ? texts.copied : ''}
          </span>
        </div>
      </div>
    </Modal>
  );
}
