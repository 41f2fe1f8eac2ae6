import { useSession } from '@/shared/session/session-store.ts';

/**
 * The company's logo and name over a printed order: the printed page leaves out the portal's
 * header (index.css), and a document on paper still says whose it is. Shown only in print.
 */
export function PrintLetterhead() {
  const manufacturer = useSession().manufacturer;
  if (!manufacturer) return null;
  return (
    <div className="hidden items-center gap-3 border-b-2 border-slate-800 pb-2 print:order-first print:flex">
      {manufacturer.logo ? (
        <img src={manufacturer.logo} alt="" className="h-10 w-auto max-w-48 object-contain" />
      ) : null}
      <span className="text-lg font-semibold">{manufacturer.name}</span>
    </div>
  );
}
