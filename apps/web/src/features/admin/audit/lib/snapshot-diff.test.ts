import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './snapshot-diff.ts';

describe('audit snapshot diff', () => {
  it('flattens nested maps and marks what changed', () => {
    expect(
      diffSnapshots(
        { welcome_subtitle: { en: 'Order online', fr: 'Commandez' }, b2b_sell_minimum: '1' },
        {
          welcome_subtitle: { en: 'Order online', fr: 'Commandez en ligne' },
          b2b_sell_minimum: '1',
        },
      ),
    ).toEqual([
      {
        path: 'welcome_subtitle.en',
        before: 'Order online',
        after: 'Order online',
        change: 'same',
      },
      {
        path: 'welcome_subtitle.fr',
        before: 'Commandez',
        after: 'Commandez en ligne',
        change: 'changed',
      },
      { path: 'b2b_sell_minimum', before: '1', after: '1', change: 'same' },
    ]);
  });

  it('shows a creation as added fields and a deletion as removed ones', () => {
    expect(diffSnapshots(null, { code: 'C-9', active: true })).toEqual([
      { path: 'code', before: undefined, after: 'C-9', change: 'added' },
      { path: 'active', before: undefined, after: 'true', change: 'added' },
    ]);
    expect(diffSnapshots({ name: 'Bolts' }, null)).toEqual([
      { path: 'name', before: 'Bolts', after: undefined, change: 'removed' },
    ]);
  });

  it('writes non-text values as JSON and keeps empty objects and nulls', () => {
    const rows = diffSnapshots(
      { comment: null, tags: ['a'], styles: {} },
      { comment: 'Rush', tags: ['a', 'b'], styles: {} },
    );
    expect(rows).toEqual([
      { path: 'comment', before: 'null', after: 'Rush', change: 'changed' },
      { path: 'tags', before: '["a"]', after: '["a","b"]', change: 'changed' },
      { path: 'styles', before: '{}', after: '{}', change: 'same' },
    ]);
  });
});
