import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';

const props = {
  title: 'New list',
  intro: 'Lists keep products to order again.',
  submitLabel: 'Create',
  pendingLabel: 'Creating...',
};

function Dialog({
  pending = false,
  failure,
  onSubmit = vi.fn(),
  onClose = vi.fn(),
}: {
  pending?: boolean;
  failure?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onClose?: () => void;
}) {
  return (
    <FormDialog
      {...props}
      pending={pending}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
      onClose={onClose}
    >
      <label>
        Name
        <input name="name" />
      </label>
    </FormDialog>
  );
}

describe('form dialog', () => {
  it('submits its form from the footer, and by Enter in a field', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Dialog onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    expect(dialog).toHaveTextContent('Lists keep products to order again.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByLabelText('Name'), 'Spring{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes by Cancel and Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Dialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('tells the refusal above the fields', () => {
    render(<Dialog failure="You have too many lists." />);
    expect(screen.getByRole('alert')).toHaveTextContent('You have too many lists.');
  });

  it('neither closes nor submits again while the save is pending', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Dialog pending onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Spring{Enter}');
    await user.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
