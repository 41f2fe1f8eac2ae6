import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES, type AdminProduct } from '@portal/contract';
import { apiFieldErrors } from '@/shared/admin/form-errors.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { ProductImage } from '@/shared/catalogue/product-image.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useProductImage } from '../api/products-api.ts';

const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

/** The chosen file and a URL to preview it, released when the choice changes or the field goes. */
function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next?.url ?? null;
    setChosen(next);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [chosen, choose] as const;
}

/**
 * The product's picture: choose a file (PNG, JPEG, WebP or SVG up to 2 MB, checked here and again
 * by the server from its bytes), see it, upload it; or remove the current one.
 */
export function ImageField({ code, product }: { code: string; product: AdminProduct }) {
  const { t } = useTranslation(['admin-catalogue', 'server', 'common']);
  const inputId = useId();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const image = useProductImage(code, product.id);
  const [chosen, setChosen] = useChosenFile();
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const file = chosen?.file ?? null;

  const choose = (picked: File | undefined) => {
    setError(null);
    setChosen(null);
    if (!picked) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(picked.type)) {
      setError(t('server:admin.images.unsupportedType'));
    } else if (picked.size > MAX_IMAGE_BYTES) {
      setError(t('server:admin.images.tooLarge', { max: MAX_MEGABYTES }));
    } else setChosen(picked);
  };
  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };
  const send = (upload: File | null) =>
    image.mutate(upload, {
      onSuccess: () => {
        toast.success(t(upload ? 'editor.image.uploaded' : 'editor.image.removed'));
        clear();
      },
      onError: (failure) =>
        setError(
          apiFieldErrors(failure).file ?? errorMessage(failure, t('server:errors.unexpected')),
        ),
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-title`} className="text-base font-semibold">
        {t('editor.image.title')}
      </h2>
      <div className="aspect-square w-full max-w-64 overflow-hidden rounded-md border border-slate-200 bg-white dark:border-slate-700">
        {chosen ? (
          <img
            src={chosen.url}
            alt={t('editor.image.preview')}
            className="size-full object-contain"
          />
        ) : (
          <ProductImage
            src={product.image_url}
            alt={product.image_url ? t('editor.image.current') : t('editor.image.none')}
          />
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('editor.image.choose')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
        <p id={`${inputId}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('editor.image.help', { max: MAX_MEGABYTES })}
        </p>
        {error ? (
          <p
            id={`${inputId}-error`}
            role="alert"
            className="text-sm text-red-700 dark:text-red-400"
          >
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {file ? (
          <>
            <Button onClick={() => send(file)} disabled={image.isPending}>
              {image.isPending ? t('editor.image.uploading') : t('editor.image.upload')}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={image.isPending}>
              {t('common:actions.cancel')}
            </Button>
          </>
        ) : product.image_url ? (
          <Button
            variant="danger"
            onClick={() => setConfirmRemove(true)}
            disabled={image.isPending}
          >
            {t('editor.image.remove')}
          </Button>
        ) : null}
      </div>
      <ConfirmModal
        open={confirmRemove}
        danger
        title={t('editor.image.confirmRemoveTitle')}
        message={t('editor.image.confirmRemove', { partNumber: product.part_number })}
        confirmLabel={t('editor.image.remove')}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          send(null);
        }}
      />
    </section>
  );
}
