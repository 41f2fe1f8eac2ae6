import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('progress bar', () => {
  it('tells the rounded percentage of value over max', () => {
    render(<ProgressBar label="Import progress" value={1} max={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', '33%');
  });

  it('reads 0 % while the total is unknown and never passes 100 %', () => {
    const { rerender } = render(<ProgressBar label="Progress" value={5} max={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Progress" value={7} max={5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
