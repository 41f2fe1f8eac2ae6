import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { pickLocalized } from '@/entities/tenant/localized-text.ts';
import { useSettings } from '@/entities/tenant/private-settings.ts';
import { buttonClasses } from '@/shared/ui/button.tsx';
import type { OrderSuccessState } from '../hooks/use-place-order.ts';

/**
 * /order-success: title, subtitle, the company's confirmation message (setting
 * b2b_message_order_confirmation) or the default text, what happens next, and a link home.
 */
export function OrderSuccessRoute() {
  const { t, i18n } = useTranslation(['checkout', 'orders']);
  const manufacturer = useSession().manufacturer;
  const code = manufacturer?.code ?? '';
  const settings = useSettings(code);
  const state = useLocation().state as OrderSuccessState | null;
  // The company's message in the buyer's language, else its English one, else the default.
  const message = pickLocalized(
    settings.data?.b2b_message_order_confirmation,
    i18n.language,
  ).trim();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-8 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-14 text-green-700 dark:text-green-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-7" />
      </svg>
      <h1 className="text-2xl font-semibold">{t('orderSuccess.title')}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('orderSuccess.subtitle')}</p>
      {typeof state?.saleNo === 'number' ? (
        <p className="font-semibold">{t('orderSuccess.orderNumber', { saleNo: state.saleNo })}</p>
      ) : null}
      {/* A new order is a draft, or waits for a colleague's approval: say what happens next. */}
      <p>
        {t(
          state?.status === 'awaiting_approval'
            ? 'orders:nextStep.awaiting_approval'
            : 'orders:nextStep.draft',
          { company: manufacturer?.name ?? code },
        )}
      </p>
      <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
        {settings.isPending ? '' : message || t('orderSuccess.defaultMessage')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* What a buyer does next with a fresh order is follow it: that is the primary action. */}
        {typeof state?.orderId === 'number' ? (
          <Link to={paths.order(state.orderId)} className={buttonClasses('primary')}>
            {t('orderSuccess.followOrder')}
          </Link>
        ) : null}
        <Link
          to={paths.dashboard()}
          className={buttonClasses(typeof state?.orderId === 'number' ? 'secondary' : 'primary')}
        >
          {t('orderSuccess.home')}
        </Link>
        <Link to={paths.orders()} className={buttonClasses('secondary')}>
          {t('orderSuccess.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
