import { useEffect, useState } from 'react';
import { loadPublicSettings } from './load-public-settings.ts';

/** The company a visitor's screen belongs to (its code in the URL), once its branding is known. */
export function useVisitorCompany(code: string | undefined): string | undefined {
  const [company, setCompany] = useState<{ code: string; name: string }>();
  useEffect(() => {
    if (!code) return;
    let current = true;
    // The login and public screens load the same settings: this read shares their request.
    void loadPublicSettings(code).then((settings) => {
      if (current && settings) setCompany({ code, name: settings.name });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return code && company?.code === code ? company.name : undefined;
}
