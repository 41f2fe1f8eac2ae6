import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/app/paths.ts';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { Modal } from '@/shared/ui/modal.tsx';

interface GuestPromptModalProps {
  open: boolean;
  code: string;
  onClose: () => void;
}

/** A visitor who opens a product is asked to sign in or register (specification section 2). */
export function GuestPromptModal({ open, code, onClose }: GuestPromptModalProps) {
  const { t } = useTranslation(['browse', 'common']);
  return (
    <Modal
      open={open}
      title={t('prompt.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Link to={paths.login(code)} className={buttonClasses('secondary')}>
            {t('prompt.login')}
          </Link>
          <Link to={paths.register(code)} className={buttonClasses('primary')}>
            {t('prompt.register')}
          </Link>
        </>
      }
    >
      {t('prompt.message')}
    </Modal>
  );
}
