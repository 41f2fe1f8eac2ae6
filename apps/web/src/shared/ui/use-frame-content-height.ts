import { useEffect, useRef, useState } from 'react';

/**
 * The most a frame grows to: a page whose content is sized on the frame's own height (100vh)
 * would otherwise grow a little at each measure.
 */
export const MAX_FRAME_HEIGHT_PX = 20_000;

/** The root of the frame's own document, once its srcdoc has loaded (null while about:blank). */
function loadedRoot(frame: HTMLIFrameElement): HTMLElement | null {
  try {
    const document = frame.contentDocument;
    return document?.URL === 'about:srcdoc' ? document.documentElement : null;
  } catch {
    // A link followed inside the frame led elsewhere: another origin cannot be read.
    return null;
  }
}

/**
 * The height of a same-origin frame's document, measured when it loads (images included) and
 * when the frame's width changes (the text reflows); null until then, or when not `enabled`.
 */
export function useFrameContentHeight(enabled: boolean) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!enabled || !frame) return;
    const measure = () => {
      const root = loadedRoot(frame);
      if (!root) return;
      const measured = Math.ceil(root.getBoundingClientRect().height);
      // The height set is the border box's: the document gets it less the frame's borders.
      const borders = frame.offsetHeight - frame.clientHeight;
      if (measured > 0) setHeight(Math.min(measured + borders, MAX_FRAME_HEIGHT_PX));
    };
    let width = frame.clientWidth;
    const widthObserver =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (frame.clientWidth === width) return;
            width = frame.clientWidth;
            measure();
          });
    frame.addEventListener('load', measure);
    widthObserver?.observe(frame);
    // The srcdoc may have loaded before this effect ran.
    measure();
    return () => {
      frame.removeEventListener('load', measure);
      widthObserver?.disconnect();
    };
  }, [enabled]);

  return { frameRef, height };
}
