import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { mayPlaceOrders, quoteActionsFor, type QuoteAction } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { MessageDialog } from '@/entities/quotes/message-dialog.tsx';
import { QuoteHistory } from '@/entities/quotes/quote-history.tsx';
import { QuoteHead } from '@/entities/quotes/quote-head.tsx';
import { useAskQuoteChanges, useDeclineQuote, useQuote } from '@/entities/quotes/quotes-api.ts';
import { RequestLines } from '@/entities/quotes/request-lines.tsx';
import { QuoteVersions } from '@/entities/quotes/quote-versions.tsx';
import { ApiError } from '@/shared/api/api-error.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useCompanyRole, useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { useBackTo } from '@/shared/ui/link-row.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { useToast } from '@/shared/ui/toast.tsx';
import { AcceptDialog } from '../components/accept-dialog.tsx';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

type Open = Extract<QuoteAction, 'accept' | 'decline' | 'ask_changes'> | null;

/**
 * /quotes/{quoteId}: what was asked, every offer version (what changed, time left), the
 * conversation, and the buyer's answers the quote's state allows (rules/quote-status.ts):
 * accept and order, decline, ask for changes (or answer a question, or ask again once expired).
 */
export function QuoteRoute() {
  const { t } = useTranslation('quotes');
  const code = useSession().manufacturer?.code ?? '';
  const role = useCompanyRole();
  const quoteId = idOf(useParams().quoteId);
  const quote = useQuote(code, quoteId);
  const backTo = useBackTo(paths.quotes());
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const decline = useDeclineQuote(code, quoteId ?? 0);
  const changes = useAskQuoteChanges(code, quoteId ?? 0);
  const missing =
    quoteId === null || (quote.error instanceof ApiError && quote.error.status === 404);
  // A requester asks for quotes; accepting places an order, which their role does not.
  const mayAccept =
    role === null ||
    mayPlaceOrders({ memberId: 0, customerId: 0, role, seesAllOrders: false, active: true });

  const body = () => {
    if (missing) return <Alert tone="error">{t('detail.notFound')}</Alert>;
    if (quote.isPending) return <Loading label={t('detail.loading')} />;
    if (quote.isError) return <Alert tone="error">{t('detail.loadError')}</Alert>;
    const data = quote.data.data;
    const actions = quoteActionsFor(data.status, 'buyer');
    const latest = data.versions.at(-1);
    return (
      <>
        <QuoteHead quote={data} audience="buyer" orderPath={paths.order} />
        {actions.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {actions.includes('accept') && latest ? (
              mayAccept ? (
                <Button onClick={() => setOpen('accept')}>{t('actions.accept')}</Button>
              ) : (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('actions.requesterNote')}
                </p>
              )
            ) : null}
            {actions.includes('ask_changes') ? (
              <Button variant="secondary" onClick={() => setOpen('ask_changes')}>
                {data.status === 'information_needed'
                  ? t('actions.answer')
                  : data.status === 'expired'
                    ? t('actions.askAgain')
                    : t('actions.askChanges')}
              </Button>
            ) : null}
            {actions.includes('decline') ? (
              <Button variant="quietDanger" onClick={() => setOpen('decline')}>
                {t('actions.decline')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <h2 className="text-lg font-semibold">{t('detail.versions')}</h2>
        <QuoteVersions quote={data} empty={t('detail.noOffer')} />
        <h2 className="text-lg font-semibold">{t('detail.requestLines')}</h2>
        {data.note ? <p className="whitespace-pre-line">{data.note}</p> : null}
        <RequestLines lines={data.lines} />
        <h2 className="text-lg font-semibold">{t('detail.history')}</h2>
        <QuoteHistory events={data.events} />
        {open === 'accept' && latest ? (
          <AcceptDialog
            quoteId={data.id}
            version={latest}
            onPlaced={(orderId) => void navigate(paths.order(orderId))}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open === 'ask_changes' ? (
          <MessageDialog
            title={
              data.status === 'information_needed'
                ? t('messageDialog.answerTitle')
                : t('messageDialog.changesTitle')
            }
            submitLabel={t('messageDialog.send')}
            required
            pending={changes.isPending}
            onSubmit={(message, failed) =>
              changes.mutate(
                { message },
                {
                  onSuccess: () => {
                    toast.success(t('messageDialog.sent'));
                    setOpen(null);
                  },
                  onError: failed,
                },
              )
            }
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open === 'decline' ? (
          <MessageDialog
            title={t('messageDialog.declineTitle')}
            submitLabel={t('actions.decline')}
            required={false}
            danger
            pending={decline.isPending}
            onSubmit={(message, failed) =>
              decline.mutate(
                { message },
                {
                  onSuccess: () => {
                    toast.success(t('messageDialog.declined'));
                    setOpen(null);
                  },
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
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">
        {quote.data ? t('detail.title', { number: quote.data.data.id }) : t('detail.titleGeneric')}
      </h1>
      {body()}
      <Link to={backTo} className={buttonClasses('secondary', 'self-start')}>
        {t('detail.back')}
      </Link>
    </div>
  );
}
