import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AdminProduct } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { useAdminAttributes } from '@/entities/admin/admin-attributes.ts';
import { useAdminCategories } from '@/entities/admin/admin-categories.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { useProduct } from '../api/products-api.ts';
import { useUoms } from '../api/uoms-api.ts';
import { ImageField } from '../components/image-field.tsx';
import { ProductForm } from '../components/product-form.tsx';

const idOf = (param: string | undefined) => {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
};

/** /admin/products/new and /admin/products/:productId: create or edit one product. */
export function AdminProductEditorRoute() {
  const { t } = useTranslation(['admin-catalogue', 'server']);
  const code = useAdminCode();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const id = idOf(useParams().productId);
  const validId = id !== null && !Number.isNaN(id) ? id : null;
  const product = useProduct(code, validId);
  const uoms = useUoms(code);
  const categories = useAdminCategories(code);
  const attributes = useAdminAttributes(code);
  const listUrl =
    (location.state as { listUrl?: string } | null)?.listUrl ?? consolePaths.adminProducts();
  const back = (
    <Link to={listUrl} className={buttonClasses('secondary')}>
      {t('editor.back')}
    </Link>
  );

  const saved = (data: AdminProduct) => {
    if (id === null) {
      toast.success(t('editor.created', { partNumber: data.part_number }));
      // The image can be added once the product exists: the editor of the new product.
      void navigate(consolePaths.adminProduct(data.id), { replace: true, state: { listUrl } });
    } else toast.success(t('editor.saved', { partNumber: data.part_number }));
  };

  const notFound =
    Number.isNaN(id) || (product.error instanceof ApiError && product.error.status === 404);
  const title =
    id === null
      ? t('editor.newTitle')
      : product.data
        ? t('editor.editTitle', { partNumber: product.data.part_number })
        : t('editor.editTitleLoading');

  let body;
  if (notFound) body = <Alert tone="error">{t('editor.notFound')}</Alert>;
  else if (product.isError || uoms.isError || categories.isError || attributes.isError) {
    const error = product.error ?? uoms.error ?? categories.error ?? attributes.error;
    body = <Alert tone="error">{errorMessage(error, t('editor.loadError'))}</Alert>;
  } else if (
    (validId !== null && !product.data) ||
    !uoms.data ||
    !categories.data ||
    !attributes.data
  ) {
    body = <Loading label={t('editor.loading')} />;
  } else {
    const current = product.data ?? null;
    body = (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ProductForm
          // A new product, once created, opens as its own editor: a fresh form.
          key={current?.id ?? 'new'}
          code={code}
          product={current}
          uoms={uoms.data}
          categories={categories.data}
          attributes={attributes.data}
          backTo={listUrl}
          onSaved={saved}
        />
        <aside className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 lg:self-start dark:border-slate-700 dark:bg-slate-900">
          {current ? (
            <ImageField code={code} product={current} />
          ) : (
            <>
              <h2 className="text-base font-semibold">{t('editor.image.title')}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('editor.image.afterCreate')}
              </p>
            </>
          )}
        </aside>
      </div>
    );
  }

  return (
    <AdminPage title={title} description={t('editor.description')} actions={back}>
      {body}
    </AdminPage>
  );
}
