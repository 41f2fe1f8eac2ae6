import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error.ts';
import { CommentModal } from './comment-modal.tsx';

const props = {
  title: 'Move to Processed?',
  message: 'The buyer sees the new status.',
  commentLabel: 'Comment (optional)',
  confirmLabel: 'Move',
  field: 'comment',
  pending: false,
};

describe('comment modal', () => {
  it('confirms with the trimmed comment', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<CommentModal {...props} open onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Move to Processed?' })).toHaveTextContent(
      'The buyer sees the new status.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Shipped  ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onConfirm).toHaveBeenCalledWith('Shipped', expect.any(Function));
  });

  it('keeps the comment and shows the errors while open, starts empty when reopened', async () => {
    const user = userEvent.setup({ delay: null });
    const onCancel = vi.fn();
    const refuse = (error: ApiError) => (_comment: string, failed: (error: unknown) => void) =>
      failed(error);
    const { rerender } = render(
      <CommentModal
        {...props}
        open
        onConfirm={refuse(new ApiError(409, 'The order changed meanwhile.'))}
        onCancel={onCancel}
      />,
    );
    await user.type(screen.getByRole('textbox'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The order changed meanwhile.');
    rerender(
      <CommentModal
        {...props}
        open
        onConfirm={refuse(new ApiError(422, 'Invalid.', { comment: ['Too long.'] }))}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Late');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Too long.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<CommentModal {...props} open={false} onConfirm={vi.fn()} onCancel={onCancel} />);
    rerender(<CommentModal {...props} open onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('checks the comment by the rules given before confirming', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup({ delay: null });
    const required = (body: Record<string, string>) =>
      body.comment ? {} : { comment: 'validation.requiredField' };
    render(
      <CommentModal {...props} open rules={required} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('This field is required');
  });

  it('waits while the change is sent', () => {
    render(<CommentModal {...props} open pending onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
