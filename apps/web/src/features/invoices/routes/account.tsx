import { Link, useSearchParams } from 'react-router';
import { statementQuery } from '@portal/contract/invoices';
import { AGEING_BUCKETS } from '@portal/contract/rules/statement-ageing';
import * as memberEndpoints from '@portal/contract/endpoints/member';
import { paths } from '@/app/paths.ts';
import { useAccountBalance, useStatement } from '@/entities/invoices/invoices-api.ts';
import { callBlob } from '@/shared/api/api-client.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { formatDate, isoDate, useFormatMoney } from '@/shared/lib/format.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { buttonClasses } from '@/shared/ui/button.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { ResponsiveTable, cellClasses } from '@/shared/ui/responsive-table.tsx';
import { useMutation } from '@tanstack/react-query';

/** The default period: the last twelve months up to today. */
function defaultPeriod(today = new Date()) {
  const from = new Date(today);
  from.setFullYear(from.getFullYear() - 1);
  from.setDate(from.getDate() + 1);
  return { from: isoDate(from), to: isoDate(today) };
}

/**
 * /account: the company's balance today and the statement of a chosen period (issue 31 points 2
 * and 3): opening balance, entries with their running balance, closing balance, the ageing of
 * what is open at the period's end, and the statement as a PDF or a CSV.
 */
export function AccountRoute() {
  const { t, i18n } = useTranslation('invoices');
  const formatMoney = useFormatMoney();
  const code = useSession().manufacturer?.code ?? '';
  const [search, setSearch] = useSearchParams();
  const fallback = defaultPeriod();
  const asked = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  const checked = statementQuery.safeParse(asked);
  const period = checked.success ? asked : null;
  const form = useSchemaForm<{ from: string; to: string }>(statementQuery, asked);
  const balance = useAccountBalance(code);
  const statement = useStatement(code, period);
  const date = (value: string) => formatDate(value, i18n.language);

  const download = useMutation({
    mutationFn: async (kind: 'pdf' | 'csv') => {
      if (!period) return;
      const endpoint =
        kind === 'pdf' ? memberEndpoints.accountStatementPdf : memberEndpoints.accountStatementCsv;
      const blob = await callBlob(endpoint, { params: { code }, query: period });
      saveFile(blob, `${code}-statement-${period.from}-${period.to}.${kind}`);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('account.title')}</h1>
        <Link to={paths.invoices()} className="underline">
          {t('account.toInvoices')}
        </Link>
      </div>

      <section aria-labelledby="account-balance" className="flex flex-col gap-2">
        <h2 id="account-balance" className="text-lg font-semibold">
          {t('account.balanceTitle')}
        </h2>
        {balance.isPending ? (
          <Loading label={t('account.balanceLoading')} />
        ) : balance.isError ? (
          <Alert tone="error">{t('account.balanceError')}</Alert>
        ) : (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('account.balance')}</dt>
              <dd className="text-xl font-semibold tabular-nums">
                {formatMoney(balance.data.data.balance)}
              </dd>
            </div>
            <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t('account.overdue')}</dt>
              <dd className="text-xl font-semibold tabular-nums">
                {formatMoney(balance.data.data.overdue)}
              </dd>
            </div>
            <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {t('account.openInvoices')}
              </dt>
              <dd className="text-xl font-semibold tabular-nums">
                {balance.data.data.open_invoices.toLocaleString(i18n.language)}
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section aria-labelledby="account-statement" className="flex flex-col gap-3">
        <h2 id="account-statement" className="text-lg font-semibold">
          {t('account.statementTitle')}
        </h2>
        <form
          onSubmit={form.submit((period) => setSearch(new URLSearchParams(period)))}
          className="flex flex-wrap items-end gap-2"
          noValidate
        >
          <TextField
            type="date"
            label={t('account.from')}
            required
            value={form.values.from}
            error={form.errors['from']}
            onChange={(event) => form.edit('from', event.target.value)}
          />
          <TextField
            type="date"
            label={t('account.to')}
            required
            value={form.values.to}
            error={form.errors['to']}
            onChange={(event) => form.edit('to', event.target.value)}
          />
          <button type="submit" className={buttonClasses('secondary')}>
            {t('account.show')}
          </button>
        </form>
        {period === null ? (
          <Alert tone="error">{t('account.badPeriod')}</Alert>
        ) : statement.isPending ? (
          <Loading label={t('account.statementLoading')} />
        ) : statement.isError ? (
          <Alert tone="error">{t('account.statementError')}</Alert>
        ) : (
          <>
            <div data-print="hide" className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClasses('secondary')}
                disabled={download.isPending}
                onClick={() => download.mutate('pdf')}
              >
                {t('account.downloadPdf')}
              </button>
              <button
                type="button"
                className={buttonClasses('secondary')}
                disabled={download.isPending}
                onClick={() => download.mutate('csv')}
              >
                {t('account.downloadCsv')}
              </button>
            </div>
            {download.isError ? (
              <Alert tone="error">
                {errorMessage(download.error, t('account.downloadFailed'))}
              </Alert>
            ) : null}
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t('account.period')}</dt>
              <dd>
                {date(statement.data.data.from)} – {date(statement.data.data.to)}
              </dd>
              <dt className="font-semibold">{t('account.opening')}</dt>
              <dd className="tabular-nums">{formatMoney(statement.data.data.opening_balance)}</dd>
              <dt className="font-semibold">{t('account.closing')}</dt>
              <dd className="tabular-nums font-semibold">
                {formatMoney(statement.data.data.closing_balance)}
              </dd>
            </dl>
            {statement.data.data.entries.length === 0 ? (
              <p className="py-6 text-center text-slate-600 dark:text-slate-400">
                {t('account.noEntries')}
              </p>
            ) : (
              <ResponsiveTable
                caption={t('account.entries')}
                columns={[
                  t('account.date'),
                  t('account.kind'),
                  t('account.reference'),
                  <span key="amount" className="block text-right">
                    {t('account.amount')}
                  </span>,
                  <span key="balance" className="block text-right">
                    {t('account.runningBalance')}
                  </span>,
                ]}
              >
                {statement.data.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${cellClasses} whitespace-nowrap`}>{date(entry.date)}</td>
                    <td className={cellClasses}>{t(`kind.${entry.kind}`)}</td>
                    <td className={cellClasses}>
                      {entry.invoice_id !== null && entry.kind === 'invoice' ? (
                        <Link className="underline" to={paths.invoice(entry.invoice_id)}>
                          {entry.reference}
                        </Link>
                      ) : (
                        (entry.reference ?? '-')
                      )}
                    </td>
                    <td className={`${cellClasses} text-right tabular-nums`}>
                      {formatMoney(entry.amount)}
                    </td>
                    <td className={`${cellClasses} text-right tabular-nums`}>
                      {formatMoney(entry.balance)}
                    </td>
                  </tr>
                ))}
              </ResponsiveTable>
            )}
            <h3 className="font-semibold">
              {t('account.ageing', { date: date(statement.data.data.to) })}
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {AGEING_BUCKETS.map((bucket) => (
                <div
                  key={bucket}
                  className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
                >
                  <dt className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`account.bucket.${bucket}`)}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {formatMoney(statement.data.data.ageing[bucket])}
                  </dd>
                </div>
              ))}
              <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                <dt className="text-sm text-slate-600 dark:text-slate-400">
                  {t('account.unallocated')}
                </dt>
                <dd className="font-semibold tabular-nums">
                  {formatMoney(statement.data.data.unallocated_credit)}
                </dd>
              </div>
            </dl>
          </>
        )}
      </section>
    </div>
  );
}
