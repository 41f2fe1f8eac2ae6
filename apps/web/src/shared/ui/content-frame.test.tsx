import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentFrame } from './content-frame.tsx';
import { MAX_FRAME_HEIGHT_PX } from './use-frame-content-height.ts';

/** jsdom lays nothing out: the frame's document is given the height a browser would measure. */
function loadDocument(frame: HTMLElement, height: number, url = 'about:srcdoc') {
  const documentElement = { getBoundingClientRect: () => ({ height }) };
  Object.defineProperty(frame, 'contentDocument', {
    configurable: true,
    get: () => ({ URL: url, documentElement }),
  });
  act(() => {
    frame.dispatchEvent(new Event('load'));
  });
}

describe('content frame', () => {
  it("shows a buyer's page without scripts, as tall as its document once loaded", () => {
    render(<ContentFrame html="<h1>About</h1>" title="About Us" fitContent />);
    const frame = screen.getByTitle('About Us');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('srcdoc', '<h1>About</h1>');
    expect(frame.style.height).toBe('');
    expect(frame).toHaveClass('min-h-[70vh]');

    loadDocument(frame, 1834.2);
    expect(frame.style.height).toBe('1835px');
    expect(frame).not.toHaveClass('min-h-[70vh]');

    loadDocument(frame, 640);
    expect(frame.style.height).toBe('640px');
  });

  it('stops growing at its maximum and ignores a document it cannot read', () => {
    render(<ContentFrame html="<p>Tall</p>" title="About Us" fitContent />);
    const frame = screen.getByTitle('About Us');
    loadDocument(frame, MAX_FRAME_HEIGHT_PX * 3);
    expect(frame.style.height).toBe(`${MAX_FRAME_HEIGHT_PX}px`);
    Object.defineProperty(frame, 'contentDocument', {
      get: () => {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    act(() => {
      frame.dispatchEvent(new Event('load'));
    });
    expect(frame.style.height).toBe(`${MAX_FRAME_HEIGHT_PX}px`);
  });

  it('keeps a preview of unsanitised HTML in an opaque origin at a fixed height', () => {
    render(<ContentFrame html="<p>Draft</p>" title="Preview" className="min-h-80" />);
    const frame = screen.getByTitle('Preview');
    expect(frame).toHaveAttribute('sandbox', '');
    loadDocument(frame, 900);
    expect(frame.style.height).toBe('');
    expect(frame).toHaveClass('min-h-80');
  });
});
