import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchCorrection } from './search-correction.tsx';

describe('SearchCorrection', () => {
  it('says which words were searched for, and searches as typed on request', async () => {
    const onSearchExactly = vi.fn();
    render(
      <SearchCorrection corrected="caliper" typed="calliper" onSearchExactly={onSearchExactly} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing results for caliper.');
    await userEvent.click(screen.getByRole('button', { name: 'Search instead for “calliper”' }));
    expect(onSearchExactly).toHaveBeenCalledOnce();
  });

  it('shows nothing when the search was run as typed', () => {
    const { container } = render(
      <SearchCorrection corrected={undefined} typed="bolt" onSearchExactly={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
