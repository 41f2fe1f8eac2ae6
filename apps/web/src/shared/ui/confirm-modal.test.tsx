import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <ConfirmModal
        open={open}
        title="Cancel this order?"
        message="The cart will be emptied."
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('confirmation modal', () => {
  it('asks with Cancel and Confirm, and confirms', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('The cart will be emptied.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Tab kept inside and the page behind made inert are the browser's (native modal <dialog>):
  // e2e/tests/dialogs.spec.ts checks them; jsdom has neither.
  it('is a modal dialog, focuses its first button, closes on Escape and returns focus to the opener', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
