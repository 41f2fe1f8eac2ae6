import { useFrameContentHeight } from './use-frame-content-height.ts';

const frameClasses = 'w-full rounded-md border border-slate-200 bg-white dark:border-slate-700';

/**
 * The company's HTML in an isolated frame, with no scripts, no forms and no popups.
 *
 * - A preview (`fitContent` false) shows HTML an administrator is typing, not yet sanitised:
 *   `sandbox=""` also gives it an opaque origin, and it keeps a fixed height.
 * - A buyer's page (`fitContent`) is sanitised HTML from the server, shown as tall as it is
 *   (decision 013): `sandbox="allow-same-origin"` lets this page read its height; the document
 *   can still run no script at all (no `allow-scripts`, and our CSP, which a srcdoc frame
 *   inherits, allows no inline script), so the shared origin gives it nothing to act with.
 */
export function ContentFrame({
  html,
  title,
  className = 'min-h-[70vh]',
  fitContent = false,
}: {
  html: string;
  title: string;
  /** Its height when it does not fit its content, and before it has measured it. */
  className?: string;
  fitContent?: boolean;
}) {
  const { frameRef, height } = useFrameContentHeight(fitContent);
  return (
    <iframe
      ref={frameRef}
      title={title}
      sandbox={fitContent ? 'allow-same-origin' : ''}
      srcDoc={html}
      referrerPolicy="no-referrer"
      style={height === null ? undefined : { height }}
      className={`${frameClasses} ${height === null ? `flex-1 ${className}` : ''}`}
    />
  );
}
