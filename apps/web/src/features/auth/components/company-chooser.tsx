import { useEffect, useId, useRef, useState, useTransition } from 'react';
import type { LoginResponse } from '@portal/contract';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { call } from '@/shared/api/api-client.ts';
import { errorMessage } from '@/shared/api/api-error.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import { switchCompany } from '@/shared/session/switch-company.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import * as accountEndpoints from '@portal/contract/endpoints/account';

const companyClasses =
  'flex w-full items-center gap-3 rounded-md border border-slate-300 px-4 py-3 text-left hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800';

interface CompanyChooserProps {
  /** The sign-in's answer: its session is the first company's, the others are a switch away. */
  answer: LoginResponse;
  onChosen: () => void;
  /** Back to the form: the session the password opened is ended. */
  onCancel: () => void;
}

/**
 * After the password, for an account approved at several companies and no company code in the
 * address (issue 16): one button per company. The heading takes focus, so that a keyboard or
 * screen reader user lands on the question.
 */
export function CompanyChooser({ answer, onChosen, onCancel }: CompanyChooserProps) {
  const { t } = useTranslation(['auth', 'server']);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => heading.current?.focus(), []);

  const choose = (code: string) => {
    setError(null);
    startTransition(async () => {
      try {
        const opened = answer.tenants[0]?.code === code;
        sessionStore.signIn(opened ? answer : await switchCompany(code, answer.token));
      } catch (failure) {
        startTransition(() => setError(failure));
        return;
      }
      onChosen();
    });
  };

  const cancel = () => {
    call(accountEndpoints.logout, { body: undefined, token: answer.token }).catch(() => undefined);
    onCancel();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {t('companyChooser.title')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('companyChooser.intro')}</p>
      </div>
      {error ? (
        <Alert tone="error">{errorMessage(error, t('server:errors.unexpected'))}</Alert>
      ) : null}
      <ul className="flex flex-col gap-2">
        {answer.tenants.map((company) => (
          <li key={company.code}>
            <button
              type="button"
              disabled={isPending}
              onClick={() => choose(company.code)}
              className={companyClasses}
            >
              {company.logo ? (
                <img
                  src={company.logo}
                  alt=""
                  className="size-10 rounded bg-white object-contain p-1"
                />
              ) : null}
              <span className="flex flex-col">
                <span className="font-medium">{company.name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">{company.code}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={cancel}
        className="self-start text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-sky-300"
      >
        {t('companyChooser.back')}
      </button>
    </section>
  );
}
