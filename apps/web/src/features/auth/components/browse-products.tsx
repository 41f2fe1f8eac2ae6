import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { browseCodeProblems } from '../lib/auth-rules.ts';

/**
 * The guest catalogue entry: straight to /browse/{code} with a known code, otherwise a company-code
 * input (upper case) with Go.
 */
export function BrowseProducts({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const formId = useId();
  const [asking, setAsking] = useState(false);
  const form = useSchemaForm(browseCodeProblems, { code: '' });

  if (code) {
    return (
      <Link to={paths.browse(code)} className={buttonClasses('secondary', 'w-full')}>
        {t('login.browseProducts')}
      </Link>
    );
  }

  const go = form.submit(({ code: entered }) => void navigate(paths.browse(entered.trim())));

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        aria-expanded={asking}
        aria-controls={formId}
        onClick={() => setAsking((open) => !open)}
      >
        {t('login.browseProducts')}
      </Button>
      {asking ? (
        <form id={formId} noValidate onSubmit={go} className="flex items-start gap-2">
          <div className="flex-1">
            <TextField
              label={t('login.companyCode')}
              name="browseCode"
              autoCapitalize="characters"
              autoFocus
              value={form.values.code}
              onChange={(event) => form.edit('code', event.target.value.toUpperCase())}
              error={form.errors.code}
            />
          </div>
          <Button type="submit" className="mt-6">
            {t('common:actions.go')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
