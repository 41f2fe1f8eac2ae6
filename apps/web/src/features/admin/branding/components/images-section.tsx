import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminBranding, BrandingImage } from '@portal/contract';
import { apiFieldErrors } from '@/shared/lib/form-errors.ts';
import { ImageUploadField } from '@/entities/admin/image-upload-field.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useToast } from '@/shared/ui/toast.tsx';
import { useBrandingImage } from '../api/branding.ts';
import { CardSection } from '@/shared/ui/card-section.tsx';

const URL_OF = { logo: 'logo_url', banner: 'banner_image_url' } as const;

function BrandingImageField({
  code,
  kind,
  branding,
}: {
  code: string;
  kind: BrandingImage;
  branding: AdminBranding;
}) {
  const { t } = useTranslation(['admin-settings', 'server']);
  const toast = useToast();
  const image = useBrandingImage(code, kind);
  const failure = image.error
    ? (apiFieldErrors(image.error).file ?? errorMessage(image.error, t('server:errors.unexpected')))
    : undefined;
  return (
    <ImageUploadField
      texts={{
        title: t(`images.${kind}.title`),
        current: t(`images.${kind}.current`),
        none: t(`images.${kind}.none`),
        preview: t('images.preview'),
        choose: t(`images.${kind}.choose`),
        upload: t('images.upload'),
        uploading: t('images.uploading'),
        remove: t(`images.${kind}.remove`),
        confirmRemoveTitle: t(`images.${kind}.confirmRemoveTitle`),
        confirmRemove: t(`images.${kind}.confirmRemove`),
      }}
      currentUrl={branding[URL_OF[kind]]}
      pending={image.isPending}
      error={failure}
      frameClassName={kind === 'logo' ? 'aspect-square max-w-48' : 'aspect-[3/1] max-w-xl'}
      onUpload={(file, done) =>
        image.mutate(file, {
          onSuccess: () => {
            done();
            toast.success(t(`images.${kind}.uploaded`));
          },
        })
      }
      onRemove={() =>
        image.mutate(null, { onSuccess: () => toast.success(t(`images.${kind}.removed`)) })
      }
    />
  );
}

/** The logo (header and login screen) and the login screen's banner, each saved at once. */
export function ImagesSection({ code, branding }: { code: string; branding: AdminBranding }) {
  const { t } = useTranslation('admin-settings');
  return (
    <CardSection title={t('images.title')} description={t('images.description')}>
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <BrandingImageField code={code} kind="logo" branding={branding} />
        <BrandingImageField code={code} kind="banner" branding={branding} />
      </div>
    </CardSection>
  );
}
