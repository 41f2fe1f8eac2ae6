import type { QuoteDetail } from '@portal/contract';
import { VersionCard } from './version-card.tsx';

/**
 * A quote's offer versions, newest first, each beside the one before it (what changed), for the
 * buyer's and the console's quote page alike; `empty` while none was sent.
 */
export function QuoteVersions({ quote, empty }: { quote: QuoteDetail; empty: string }) {
  if (quote.versions.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  const latest = quote.versions.at(-1);
  // Lines asked for in free text: a version names what it prices for them.
  const requested = new Map(
    quote.lines.filter((line) => !line.product).map((line) => [line.id, line.description]),
  );
  return [...quote.versions]
    .reverse()
    .map((version) => (
      <VersionCard
        key={version.id}
        version={version}
        previous={quote.versions.find((v) => v.version_no === version.version_no - 1)}
        latest={version === latest && quote.status === 'offered'}
        requested={requested}
      />
    ));
}
