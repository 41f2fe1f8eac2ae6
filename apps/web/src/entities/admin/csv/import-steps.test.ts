import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@portal/contract';
import { mayImport } from './import-steps.ts';

const job = (status: ImportJob['status'], id = 1): ImportJob => ({
  id,
  status,
  dry_run: true,
  total: 2,
  processed: 2,
  created: 2,
  updated: 0,
  unchanged: 0,
  error_count: 0,
  errors: [],
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: null,
});

describe('import steps', () => {
  const file = new File(['part_number\nA'], 'a.csv');

  it('offers the import after a clean dry run of the same file', () => {
    expect(mayImport(file, { jobId: 1, dryRun: true, file }, job('done'))).toBe(true);
  });

  it('asks for a check first otherwise', () => {
    const other = new File(['part_number\nA'], 'a.csv');
    expect(mayImport(null, null, undefined)).toBe(false);
    expect(mayImport(file, { jobId: 1, dryRun: true, file }, job('validating'))).toBe(false);
    expect(mayImport(file, { jobId: 1, dryRun: true, file }, job('failed'))).toBe(false);
    expect(mayImport(other, { jobId: 1, dryRun: true, file }, job('done'))).toBe(false);
    expect(mayImport(file, { jobId: 2, dryRun: false, file }, job('done', 2))).toBe(false);
    expect(mayImport(file, { jobId: 3, dryRun: true, file }, job('done', 1))).toBe(false);
  });
});
