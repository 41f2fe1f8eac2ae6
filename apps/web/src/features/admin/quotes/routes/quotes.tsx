import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUOTE_INBOXES, type QuoteInbox } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { QueryList } from '@/entities/admin/query-list.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { useListQuery } from '@/entities/admin/use-list-query.ts';
import { QuotesTable } from '@/entities/quotes/quotes-table.tsx';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { TabList, tabId } from '@/shared/ui/tab-list.tsx';
import { adminQuotesQuery } from '../api/admin-quotes.ts';

const DEFAULTS = { box: 'new' };

/**
 * /admin/quotes: the quote inbox (issue 30 point 2): new requests, those waiting for us (asked
 * again or answered), those waiting for the buyer, offers expiring within three days, and all.
 */
export function AdminQuotesRoute() {
  const { t } = useTranslation(['admin-quotes', 'quotes']);
  const code = useAdminCode();
  const idPrefix = useId();
  const list = useListQuery(DEFAULTS, { box: QUOTE_INBOXES });
  const box = list.values.box as QuoteInbox;
  const quotes = useQuery(adminQuotesQuery(code, box, list.page));
  const tabs = QUOTE_INBOXES.map((value) => ({ value, label: t(`list.box.${value}`) }));

  return (
    <AdminPage title={t('list.title')} description={t('list.description')}>
      <TabList
        label={t('list.tabsLabel')}
        tabs={tabs}
        value={box}
        onChange={(value) => list.setValue('box', value)}
        idPrefix={idPrefix}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, box)}
        className="flex flex-col gap-3"
      >
        <QueryList
          query={quotes}
          loading={t('quotes:list.loading')}
          error={t('quotes:list.loadError')}
          empty={t('list.empty')}
          onPage={list.setPage}
        >
          {(rows) => (
            <QuotesTable
              quotes={rows}
              label={t('list.tableLabel', { box: t(`list.box.${box}`) })}
              pathOf={consolePaths.adminQuote}
              audience="staff"
            />
          )}
        </QueryList>
      </div>
    </AdminPage>
  );
}
