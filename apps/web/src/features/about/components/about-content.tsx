import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { pickLocalized } from '@/entities/tenant/localized-text.ts';
import { useContent } from '../api/get-content.ts';
import { ContentFrame } from '@/shared/ui/content-frame.tsx';

interface AboutContentProps {
  code: string;
  /** The setting: JSON text mapping a language to the content's URL. */
  urls: string | undefined;
  /** Whether the setting itself is still loading. */
  settingsPending: boolean;
  title: string;
  notAvailable: string;
  loadError: string;
}

/** Fetches the page of the current language (English when missing) and shows it, or a fallback. */
export function AboutContent(props: AboutContentProps) {
  const { code, urls, settingsPending, title, notAvailable, loadError } = props;
  const { i18n } = useTranslation();
  const url = pickLocalized(urls, i18n.language);
  const content = useContent(code, url);

  if (settingsPending || (url && content.isPending)) return <Loading />;
  if (!url) return <Alert tone="info">{notAvailable}</Alert>;
  if (content.isError) return <Alert tone="error">{loadError}</Alert>;
  if (!content.data?.trim()) return <Alert tone="info">{notAvailable}</Alert>;
  return <ContentFrame html={content.data} title={title} fitContent />;
}
