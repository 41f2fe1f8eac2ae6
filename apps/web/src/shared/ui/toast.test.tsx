import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTION_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type Toaster,
} from './toast.tsx';

const undone = vi.fn();

/** Hands the toaster to the test, the way a screen would hold it. */
function Buttons() {
  const toaster: Toaster = useToast();
  return (
    <>
      <button type="button" onClick={() => toaster.success('Saved.')}>
        ok
      </button>
      <button type="button" onClick={() => toaster.error('Failed.')}>
        fail
      </button>
      <button
        type="button"
        onClick={() => toaster.success('Removed.', { action: { label: 'Undo', onAction: undone } })}
      >
        remove
      </button>
      {[1, 2].map((count) => (
        <button
          key={count}
          type="button"
          onClick={() => toaster.success(`${count} in cart`, { key: 'bolt' })}
        >
          keyed {count}
        </button>
      ))}
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('show success and error messages for 3 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.queryByText('Failed.')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('can be dismissed early', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('replaces an earlier toast of the same key, which then lasts its own 3 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'keyed 1' }).click());
    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => screen.getByRole('button', { name: 'keyed 2' }).click());
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Saved.×',
      '2 in cart×',
    ]);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
  });

  it('offers an action that runs once and closes the toast', () => {
    undone.mockClear();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Removed.');
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(undone).toHaveBeenCalledOnce();
    expect(screen.queryByText('Removed.')).toBeNull();
  });

  it('keeps a toast with an action longer, and while the pointer or focus is on it', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS * 2);
    });
    expect(screen.getByText('Removed.')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    act(() => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS * 2);
    });
    expect(screen.getByText('Removed.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'ok' }).focus());
    act(() => {
      vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Removed.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Removed.')).toBeNull();
    expect(ACTION_TOAST_DURATION_MS).toBeGreaterThan(TOAST_DURATION_MS);
  });
});
