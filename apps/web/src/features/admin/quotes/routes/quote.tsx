import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { quoteActionsFor } from '@portal/contract';
import { consolePaths } from '@/app/console-paths.ts';
import { AdminPage } from '@/entities/admin/admin-page.tsx';
import { useAdminCode } from '@/entities/admin/use-admin-code.ts';
import { MessageDialog } from '@/entities/quotes/message-dialog.tsx';
import { QuoteHistory } from '@/entities/quotes/quote-history.tsx';
import { QuoteHead } from '@/entities/quotes/quote-head.tsx';
import { RequestLines } from '@/entities/quotes/request-lines.tsx';
import { QuoteVersions } from '@/entities/quotes/quote-versions.tsx';
import { ApiError, errorMessage } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import {
  adminQuoteQuery,
  useAskInformation,
  useDeclineRequest,
  useWithdrawOffer,
} from '../api/admin-quotes.ts';
import { OfferDialog } from '../components/offer-dialog.tsx';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

type Open = 'offer' | 'ask_information' | 'refuse' | 'withdraw' | null;

/**
 * /admin/quotes/{id}: a request, its versions and conversation, and what staff may do in its
 * state (rules/quote-status.ts): send a version (the offer editor), ask a question, decline the
 * request, withdraw the offer.
 */
export function AdminQuoteRoute() {
  const { t } = useTranslation(['admin-quotes', 'quotes']);
  const code = useAdminCode();
  const toast = useToast();
  const id = idOf(useParams().quoteId);
  const quote = useQuery({ ...adminQuoteQuery(code, id ?? 0), enabled: id !== null });
  const backTo = useBackTo(consolePaths.adminQuotes());
  const [open, setOpen] = useState<Open>(null);
  const ask = useAskInformation(code, id ?? 0);
  const refuse = useDeclineRequest(code, id ?? 0);
  const withdraw = useWithdrawOffer(code, id ?? 0);
  const missing = id === null || (quote.error instanceof ApiError && quote.error.status === 404);
  const done = (text: string) => () => {
    toast.success(text);
    setOpen(null);
  };

  const body = () => {
    if (missing) return <Alert tone="error">{t('detail.notFound')}</Alert>;
    if (quote.isPending) return <Loading label={t('quotes:detail.loading')} />;
    if (quote.isError) {
      return <Alert tone="error">{errorMessage(quote.error, t('quotes:detail.loadError'))}</Alert>;
    }
    const data = quote.data;
    const actions = quoteActionsFor(data.status, 'staff');
    const latest = data.versions.at(-1);
    return (
      <>
        <QuoteHead quote={data} audience="staff" orderPath={consolePaths.adminOrder} />
        {actions.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {actions.includes('offer') ? (
              <Button onClick={() => setOpen('offer')}>
                {latest ? t('actions.newVersion') : t('actions.offer')}
              </Button>
            ) : null}
            {actions.includes('ask_information') ? (
              <Button variant="secondary" onClick={() => setOpen('ask_information')}>
                {t('actions.ask')}
              </Button>
            ) : null}
            {actions.includes('withdraw') ? (
              <Button variant="quietDanger" onClick={() => setOpen('withdraw')}>
                {t('actions.withdraw')}
              </Button>
            ) : null}
            {actions.includes('refuse') ? (
              <Button variant="quietDanger" onClick={() => setOpen('refuse')}>
                {t('actions.decline')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <h2 className="text-lg font-semibold">{t('quotes:detail.requestLines')}</h2>
        {data.note ? <p className="whitespace-pre-line">{data.note}</p> : null}
        <RequestLines lines={data.lines} />
        <h2 className="text-lg font-semibold">{t('quotes:detail.versions')}</h2>
        <QuoteVersions quote={data} empty={t('detail.noOffer')} />
        <h2 className="text-lg font-semibold">{t('quotes:detail.history')}</h2>
        <QuoteHistory events={data.events} />
        {open === 'offer' ? <OfferDialog quote={data} onClose={() => setOpen(null)} /> : null}
        {open === 'ask_information' ? (
          <MessageDialog
            title={t('actions.ask')}
            submitLabel={t('quotes:messageDialog.send')}
            required
            pending={ask.isPending}
            onSubmit={(message, failed) =>
              ask.mutate({ message }, { onSuccess: done(t('done.asked')), onError: failed })
            }
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open === 'refuse' || open === 'withdraw' ? (
          <MessageDialog
            title={open === 'refuse' ? t('actions.decline') : t('actions.withdraw')}
            submitLabel={open === 'refuse' ? t('actions.decline') : t('actions.withdraw')}
            required={false}
            danger
            pending={refuse.isPending || withdraw.isPending}
            onSubmit={(message, failed) =>
              (open === 'refuse' ? refuse : withdraw).mutate(
                { message },
                {
                  onSuccess: done(open === 'refuse' ? t('done.declined') : t('done.withdrawn')),
                  onError: failed,
                },
              )
            }
            onClose={() => setOpen(null)}
          />
        ) : null}
      </>
    );
  };

  return (
    <AdminPage
      title={quote.data ? t('detail.title', { number: quote.data.id }) : t('detail.titleGeneric')}
    >
      {body()}
      <Link to={backTo} className={buttonClasses('secondary', 'self-start')}>
        {t('detail.back')}
      </Link>
    </AdminPage>
  );
}
