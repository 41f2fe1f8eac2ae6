/**
 * The company's HTML in an isolated frame: `sandbox=""` allows no scripts, no forms, no popups and
 * gives the document an opaque origin, so it can reach neither this page nor the stored session.
 */
export function ContentFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="min-h-[70vh] w-full flex-1 rounded-md border border-slate-200 bg-white dark:border-slate-700"
    />
  );
}
