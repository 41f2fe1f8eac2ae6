import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { AdminPriceEntry } from '@portal/contract';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { errorMessage } from '@/shared/api/api-error.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { SearchForm } from '@/shared/ui/search-form.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { entriesQuery, usePutEntry } from '../api/entries-api.ts';
import { EntriesTable } from './entries-table.tsx';
import { EntryDialog } from './entry-dialog.tsx';

interface EntriesPanelProps {
  code: string;
  listId: number;
  /** The search and page in force (the page's URL holds them). */
  search: string;
  page: number;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
}

/** The list's prices: found by part number, each product and unit's tiers edited or removed. */
export function EntriesPanel({ code, listId, search, page, onSearch, onPage }: EntriesPanelProps) {
  const { t } = useTranslation(['admin-price-lists', 'server']);
  const toast = useToast();
  const entries = useQuery(entriesQuery(code, listId, { search, page }));
  const put = usePutEntry(code, listId);
  // undefined: no dialog; null: adding a product.
  const [editing, setEditing] = useState<AdminPriceEntry | null | undefined>(undefined);
  const [toRemove, setToRemove] = useState<AdminPriceEntry | null>(null);

  const remove = (entry: AdminPriceEntry) => {
    setToRemove(null);
    const row = { partNumber: entry.part_number, unit: entry.uom_code };
    put.mutate(
      { part_number: entry.part_number, uom_code: entry.uom_code, tiers: [] },
      {
        onSuccess: () => toast.success(t('entries.removed', row)),
        onError: (error) => toast.error(errorMessage(error, t('server:errors.unexpected'))),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SearchForm
          value={search}
          onSearch={onSearch}
          label={t('entries.searchLabel')}
          placeholder={t('entries.searchPlaceholder')}
        />
        <Button onClick={() => setEditing(null)}>{t('entries.add')}</Button>
      </div>
      <QueryList
        query={entries}
        loading={t('entries.loading')}
        error={t('entries.loadError')}
        empty={search ? t('entries.noMatch') : t('entries.empty')}
        onPage={onPage}
      >
        {(rows) => <EntriesTable entries={rows} onEdit={setEditing} onRemove={setToRemove} />}
      </QueryList>
      {editing !== undefined ? (
        <EntryDialog
          code={code}
          listId={listId}
          entry={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmModal
        open={toRemove !== null}
        danger
        title={t('entries.confirmRemoveTitle')}
        message={t('entries.confirmRemove', {
          partNumber: toRemove?.part_number ?? '',
          unit: toRemove?.uom_code ?? '',
        })}
        confirmLabel={t('entries.remove')}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && remove(toRemove)}
      />
    </div>
  );
}
