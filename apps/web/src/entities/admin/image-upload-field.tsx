import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from '@portal/contract';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';

export interface ImageUploadTexts {
  /** The field's heading ("Logo"). */
  title: string;
  /** The alt text of the image in place, and what shows when there is none. */
  current: string;
  none: string;
  /** The alt text of the chosen file's preview. */
  preview: string;
  choose: string;
  upload: string;
  uploading: string;
  remove: string;
  confirmRemoveTitle: string;
  confirmRemove: string;
}

interface ImageUploadFieldProps {
  texts: ImageUploadTexts;
  /** The image in place ('' when none). */
  currentUrl: string;
  /** An upload or removal is being sent. */
  pending: boolean;
  /** Why the last upload or removal failed (the server's message for the file). */
  error?: string | undefined;
  /** Sends the file; `done` clears the choice once the server took it. */
  onUpload: (file: File, done: () => void) => void;
  onRemove: () => void;
  /** The preview frame's size and shape (a square logo, a wide banner). */
  frameClassName?: string;
}

const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** A URL showing the chosen file, released when the choice changes or the field goes away. */
function useObjectUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * An image of the tenant's (logo, banner): the one in place or a preview of the chosen file,
 * checked here for type and size (the server checks the bytes again), uploaded on request, or
 * removed after a confirmation.
 */
export function ImageUploadField({
  texts,
  currentUrl,
  pending,
  error,
  onUpload,
  onRemove,
  frameClassName = 'aspect-square max-w-48',
}: ImageUploadFieldProps) {
  const { t } = useTranslation(['server', 'common']);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewUrl = useObjectUrl(file);
  const shownError = refusal ?? error;

  const choose = (picked: File | undefined) => {
    setFile(null);
    setRefusal(null);
    if (!picked) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(picked.type)) {
      setRefusal(t('server:admin.images.unsupportedType'));
    } else if (picked.size > MAX_IMAGE_BYTES) {
      setRefusal(t('server:admin.images.tooLarge', { max: MAX_MEGABYTES }));
    } else setFile(picked);
  };
  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const describedBy = [`${id}-help`, shownError ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {texts.title}
      </h3>
      <div
        className={`flex w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800 ${frameClassName}`}
      >
        {previewUrl ? (
          <img src={previewUrl} alt={texts.preview} className="size-full object-contain" />
        ) : currentUrl ? (
          <img src={currentUrl} alt={texts.current} className="size-full object-contain" />
        ) : (
          <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{texts.none}</p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {texts.choose}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('server:admin.images.unsupportedType')}{' '}
          {t('server:admin.images.tooLarge', { max: MAX_MEGABYTES })}
        </p>
        {shownError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {shownError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {file ? (
          <>
            <Button onClick={() => onUpload(file, clear)} disabled={pending}>
              {pending ? texts.uploading : texts.upload}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={pending}>
              {t('common:actions.cancel')}
            </Button>
          </>
        ) : currentUrl ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={pending}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
      <ConfirmModal
        open={confirming}
        danger
        title={texts.confirmRemoveTitle}
        message={texts.confirmRemove}
        confirmLabel={texts.remove}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
    </section>
  );
}
