import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import type { Registration } from '@portal/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { AccountStatusBadge } from '@/entities/admin/account-status-badge.tsx';

interface RegistrationCardProps {
  registration: Registration;
  onApprove: (registration: Registration) => void;
  onReject: (registration: Registration) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="break-words">{children || '-'}</dd>
    </div>
  );
}

/** Everything the visitor typed at registration, the decision when there is one, and actions. */
export function RegistrationCard({ registration, onApprove, onReject }: RegistrationCardProps) {
  const { t, i18n } = useTranslation('admin-accounts');
  const language = i18n.language;
  const details = registration.registration;
  const street = [details.address, details.address2, details.address3].filter(Boolean).join(', ');
  const place = [details.city, details.state, details.zip, details.country].filter(Boolean);
  const headingId = `registration-${registration.user_id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {registration.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('registrations.registeredAt', {
              date: formatDateTime(registration.created_at, language),
            })}
          </p>
        </div>
        <AccountStatusBadge status={registration.status} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('registrations.email')}>
          <a
            href={`mailto:${registration.email}`}
            className="text-blue-800 hover:underline dark:text-sky-300"
          >
            {registration.email}
          </a>
        </Fact>
        <Fact label={t('registrations.phone')}>{details.phone || registration.phone}</Fact>
        <Fact label={t('registrations.company')}>{details.company}</Fact>
        <Fact label={t('registrations.website')}>{details.webAddress}</Fact>
        <Fact label={t('registrations.address')}>
          {street || place.length > 0 ? (
            <>
              {street}
              {place.length > 0 ? <span className="block">{place.join(', ')}</span> : null}
            </>
          ) : null}
        </Fact>
        {registration.customer ? (
          <Fact label={t('registrations.customer')}>
            {registration.customer.code} - {registration.customer.name}
          </Fact>
        ) : null}
        {registration.decided_at ? (
          <Fact label={t('registrations.decidedAt')}>
            {formatDateTime(registration.decided_at, language)}
          </Fact>
        ) : null}
        {registration.decision_note ? (
          <Fact label={t('registrations.reason')}>{registration.decision_note}</Fact>
        ) : null}
      </dl>
      {registration.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => onApprove(registration)}
            aria-label={t('registrations.approveOf', { name: registration.name })}
          >
            {t('registrations.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onReject(registration)}
            aria-label={t('registrations.rejectOf', { name: registration.name })}
          >
            {t('registrations.reject')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
