import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { TextField, type TextFieldProps } from './field.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          className="absolute inset-y-1 right-1 rounded px-2 text-xs font-medium text-blue-700 hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800"
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
