import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentModal } from './comment-modal.tsx';

const props = {
  title: 'Move to Processed?',
  message: 'The buyer sees the new status.',
  commentLabel: 'Comment (optional)',
  confirmLabel: 'Move',
  pending: false,
};

describe('comment modal', () => {
  it('confirms with the trimmed comment', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<CommentModal {...props} open onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Move to Processed?' })).toHaveTextContent(
      'The buyer sees the new status.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Shipped  ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onConfirm).toHaveBeenCalledWith('Shipped');
  });

  it('keeps the comment and shows the errors while open, starts empty when reopened', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { rerender } = render(
      <CommentModal {...props} open onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    await user.type(screen.getByRole('textbox'), 'Late');
    rerender(
      <CommentModal
        {...props}
        open
        error="The order changed meanwhile."
        commentError="Too long."
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The order changed meanwhile.');
    expect(screen.getByRole('textbox')).toHaveValue('Late');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Too long.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<CommentModal {...props} open={false} onConfirm={vi.fn()} onCancel={onCancel} />);
    rerender(<CommentModal {...props} open onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('waits while the change is sent', () => {
    render(<CommentModal {...props} open pending onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
