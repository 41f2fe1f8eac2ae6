import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { TextField } from '@/shared/ui/field.tsx';

/**
 * The guest catalogue entry: straight to /browse/{code} with a known code, otherwise a company-code
 * input (upper case) with Go.
 */
export function BrowseProducts({ code }: { code: string | null }) {
  const { t } = useTranslation(['auth', 'server', 'common']);
  const navigate = useNavigate();
  const formId = useId();
  const [asking, setAsking] = useState(false);
  const [entered, setEntered] = useState('');
  const [missing, setMissing] = useState(false);

  if (code) {
    return (
      <Link to={paths.browse(code)} className={buttonClasses('secondary', 'w-full')}>
        {t('login.browseProducts')}
      </Link>
    );
  }

  const go = (event: FormEvent) => {
    event.preventDefault();
    const value = entered.trim();
    if (!value) {
      setMissing(true);
      return;
    }
    void navigate(paths.browse(value));
  };

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
              value={entered}
              onChange={(event) => {
                setEntered(event.target.value.toUpperCase());
                setMissing(false);
              }}
              error={missing ? t('server:validation.requiredField') : undefined}
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
