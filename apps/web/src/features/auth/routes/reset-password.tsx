import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder.tsx';

// PLACEHOLDER: replaced by the reset-password screen of issue 6 in this session.
export function ResetPasswordRoute() {
  return <ScreenPlaceholder title="Reset password" />;
}
