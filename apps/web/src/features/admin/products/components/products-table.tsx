import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminProductSummary } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Badge } from '@/shared/ui/badge.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { RowLink, useListState } from '@/shared/ui/link-row.tsx';

interface ProductsTableProps {
  products: readonly AdminProductSummary[];
  onToggleActive: (product: AdminProductSummary) => void;
  /** The product whose activation is being saved: its button waits. */
  busyId: number | null;
}

/** One row per product; the part number opens the editor. A card per row on a phone. */
export function ProductsTable({ products, onToggleActive, busyId }: ProductsTableProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('admin-catalogue');
  // The editor's back link returns to this search, filter and page.
  const state = useListState();
  const columns = [
    t('products.columns.partNumber'),
    t('products.columns.description'),
    <span key="price" className="block text-right">
      {t('products.columns.price')}
    </span>,
    <span key="stock" className="block text-right">
      {t('products.columns.stock')}
    </span>,
    t('products.columns.unit'),
    t('products.columns.active'),
    <span key="actions" className="sr-only">
      {t('products.columns.actions')}
    </span>,
  ];
  return (
    <ResponsiveTable caption={t('products.tableLabel')} columns={columns}>
      {products.map((product) => (
        <tr key={product.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
          <td className={`${cellClasses} font-semibold whitespace-nowrap`}>
            <RowLink to={consolePaths.adminProduct(product.id)} state={state}>
              {product.part_number}
            </RowLink>
          </td>
          <td className={`${cellClasses} min-w-48`}>{product.description}</td>
          <td className={`${cellClasses} text-right tabular-nums`}>
            {formatMoney(product.selling_price)}
          </td>
          <td
            className={`${cellClasses} text-right tabular-nums ${product.available <= 0 ? 'text-red-700 dark:text-red-400' : ''}`}
          >
            {product.available}
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {product.uom_code ? `${product.uom_code} × ${product.cf ?? 1}` : '-'}
          </td>
          <td className={cellClasses}>
            <Badge tone={product.active ? 'success' : 'neutral'}>
              {product.active ? t('products.isActive') : t('products.isInactive')}
            </Badge>
          </td>
          <td className={`${cellClasses} text-right`}>
            <Button
              variant="ghost"
              className="px-2 py-1 whitespace-nowrap"
              disabled={busyId === product.id}
              aria-label={t(
                product.active ? 'products.deactivateLabel' : 'products.reactivateLabel',
                { partNumber: product.part_number },
              )}
              onClick={() => onToggleActive(product)}
            >
              {product.active ? t('products.deactivate') : t('products.reactivate')}
            </Button>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
