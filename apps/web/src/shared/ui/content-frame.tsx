/**
 * The company's HTML in an isolated frame: `sandbox=""` allows no scripts, no forms, no popups and
 * gives the document an opaque origin, so it can reach neither this page nor the stored session.
 */
export function ContentFrame({
  html,
  title,
  className = 'min-h-[70vh]',
}: {
  html: string;
  title: string;
  /** Its height: a whole page for buyers, less for a preview beside an editor. */
  className?: string;
}) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className={`w-full flex-1 rounded-md border border-slate-200 bg-white dark:border-slate-700 ${className}`}
    />
  );
}
