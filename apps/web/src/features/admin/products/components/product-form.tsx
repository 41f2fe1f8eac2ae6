import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { AdminCategory, AdminProduct, AdminUom, ProductAttribute } from '@portal/contract';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { useSaveProduct } from '../api/products-api.ts';
import {
  emptyProductForm,
  productFormOf,
  productRequest,
  validateProductForm,
  usualUomId,
} from '../lib/product-form.ts';
import { AttributesEditor } from './attributes-editor.tsx';
import { CategoriesPicker } from './categories-picker.tsx';
import { LinkedProductsPicker } from './linked-products-picker.tsx';
import { ProductFields } from './product-fields.tsx';
import { UnitsEditor } from './units-editor.tsx';

interface ProductFormProps {
  code: string;
  /** The product edited, or null for a new one. */
  product: AdminProduct | null;
  uoms: readonly AdminUom[];
  categories: readonly AdminCategory[];
  attributes: readonly ProductAttribute[];
  backTo: string;
  onSaved: (product: AdminProduct) => void;
}

const section =
  'flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/**
 * Everything of a product but its image. The contract's rules run before sending and the
 * server's answer is shown at its fields; nothing typed is lost when a save fails.
 */
export function ProductForm({
  code,
  product,
  uoms,
  categories,
  attributes,
  backTo,
  onSaved,
}: ProductFormProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const save = useSaveProduct(code, product?.id ?? null);
  const { values, errors, edit, ...form } = useSchemaForm(
    validateProductForm,
    () => (product ? productFormOf(product) : emptyProductForm(usualUomId(uoms))),
    { tellsEveryRefusal: true },
  );
  const submit = form.submit((sent) =>
    save.mutate(productRequest(sent), {
      onSuccess: ({ data }) => {
        // What was stored (units in their order, trimmed texts) is what the form shows now.
        form.reset(productFormOf(data));
        onSaved(data);
      },
      onError: form.failed,
    }),
  );
  // Unit rows show their factor's error; anything else about the units shows under the list.
  const unitsError = (path: string) =>
    path === 'units'
      ? (errors.units ??
        Object.entries(errors).find(([key]) => /^units\.\d+\.(?!cf$)/.test(key))?.[1])
      : errors[path];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {form.failure ? (
        <Alert tone="error">{form.failure}</Alert>
      ) : hasErrors ? (
        <Alert tone="error">{t('editor.checkFields')}</Alert>
      ) : null}

      <section className={section} aria-labelledby="product-main-title">
        <ProductFields values={values} errors={errors} onEdit={edit} />
      </section>

      <section className={section}>
        <UnitsEditor
          code={code}
          uoms={uoms}
          units={values.units}
          onChange={(units) => edit('units', units)}
          errorAt={unitsError}
        />
      </section>

      <section className={section}>
        <AttributesEditor
          attributes={attributes}
          entries={values.attributes}
          onChange={(entries, path) => edit('attributes', entries, path)}
          errorAt={(path) => errors[path]}
        />
      </section>

      <section className={section}>
        <CategoriesPicker
          categories={categories}
          selected={values.category_ids}
          onChange={(ids) => edit('category_ids', ids)}
          error={errors.category_ids}
        />
      </section>

      <section className={`${section} lg:grid lg:grid-cols-2 lg:gap-6`}>
        <LinkedProductsPicker
          code={code}
          productId={product?.id ?? null}
          legend={t('editor.links.related')}
          ids={values.related_ids}
          onChange={(ids) => edit('related_ids', ids)}
          error={errors.related_ids}
        />
        <LinkedProductsPicker
          code={code}
          productId={product?.id ?? null}
          legend={t('editor.links.complementary')}
          ids={values.complementary_ids}
          onChange={(ids) => edit('complementary_ids', ids)}
          error={errors.complementary_ids}
        />
      </section>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('editor.saving') : product ? t('editor.save') : t('editor.create')}
        </Button>
        <Link to={backTo} className={buttonClasses('secondary')}>
          {t('common:actions.cancel')}
        </Link>
      </div>
    </form>
  );
}
