import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceEntry } from '@portal/contract';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';

interface EntriesTableProps {
  entries: readonly AdminPriceEntry[];
  onEdit: (entry: AdminPriceEntry) => void;
  onRemove: (entry: AdminPriceEntry) => void;
}

/** One row per product and unit with its tiers ("From 10: $4.50"). A card per row on a phone. */
export function EntriesTable({ entries, onEdit, onRemove }: EntriesTableProps) {
  const formatMoney = useFormatMoney();
  const { t } = useTranslation('admin-price-lists');
  return (
    <ResponsiveTable
      caption={t('entries.caption')}
      columns={[
        t('entries.columns.partNumber'),
        t('entries.columns.description'),
        t('entries.columns.unit'),
        <span key="own" className="block text-right">
          {t('entries.columns.ownPrice')}
        </span>,
        t('entries.columns.tiers'),
        <span key="actions" className="sr-only">
          {t('entries.columns.actions')}
        </span>,
      ]}
    >
      {entries.map((entry) => {
        const row = { partNumber: entry.part_number, unit: entry.uom_code };
        return (
          <tr key={`${entry.product_id}-${entry.uom_id}`}>
            <td className={`${cellClasses} font-semibold whitespace-nowrap`}>
              {entry.part_number}
            </td>
            <td className={`${cellClasses} min-w-40`}>{entry.description}</td>
            <td className={cellClasses}>{entry.uom_code}</td>
            <td className={`${cellClasses} text-right tabular-nums`}>
              {formatMoney(entry.selling_price)}
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              <ul>
                {entry.tiers.map((tier) => (
                  <li key={tier.min_qty} className="tabular-nums">
                    {t('tiers.from', { qty: tier.min_qty, price: formatMoney(tier.unit_price) })}
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${cellClasses} text-right whitespace-nowrap`}>
              <Button
                variant="ghost"
                className="px-2 py-1"
                aria-label={t('entries.editLabel', row)}
                onClick={() => onEdit(entry)}
              >
                {t('entries.edit')}
              </Button>
              <Button
                variant="ghost"
                className="px-2 py-1"
                aria-label={t('entries.removeLabel', row)}
                onClick={() => onRemove(entry)}
              >
                {t('entries.remove')}
              </Button>
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
