import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminProduct } from '@portal/contract';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { ImageUploadField } from '@/entities/admin/image-upload-field.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useToast } from '@/shared/ui/toast.tsx';
import { useProductImage } from '../api/products-api.ts';

/**
 * The product's picture: a file chosen, previewed and uploaded (multipart), or the current one
 * removed after a confirmation. The server checks the bytes again and may refuse the file.
 */
export function ImageField({ code, product }: { code: string; product: AdminProduct }) {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const toast = useToast();
  const image = useProductImage(code, product.id);
  const send = (file: File | null, done?: () => void) =>
    image.mutate(file, {
      onSuccess: () => {
        toast.success(t(file ? 'editor.image.uploaded' : 'editor.image.removed'));
        done?.();
      },
    });

  return (
    <ImageUploadField
      texts={{
        title: t('editor.image.title'),
        current: t('editor.image.current'),
        none: t('editor.image.none'),
        preview: t('editor.image.preview'),
        choose: t('editor.image.choose'),
        upload: t('editor.image.upload'),
        uploading: t('editor.image.uploading'),
        remove: t('editor.image.remove'),
        confirmRemoveTitle: t('editor.image.confirmRemoveTitle'),
        confirmRemove: t('editor.image.confirmRemove', { partNumber: product.part_number }),
      }}
      currentUrl={product.image_url ?? ''}
      pending={image.isPending}
      error={
        image.isError
          ? (apiFieldErrors(image.error).file ??
            errorMessage(image.error, t('server:errors.unexpected')))
          : undefined
      }
      onUpload={(file, done) => send(file, done)}
      onRemove={() => send(null)}
      frameClassName="aspect-square max-w-64"
    />
  );
}
