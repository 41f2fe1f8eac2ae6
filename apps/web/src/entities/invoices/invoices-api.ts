import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The buyer's invoices (issue 31, decision 038). Every key starts with the list's, so a refresh
 * of the list refreshes the invoice pages too.
 */
export const invoicesKey = (code: string) => queryKey(memberEndpoints.invoices, { code });

export interface InvoiceFilters {
  status: InvoiceStatus | 'all';
  search: string;
  /** Part of a PO number; due dates from and to ('YYYY-MM-DD'), '' for none. */
  poNumber?: string;
  dueFrom?: string;
  dueTo?: string;
  page: number;
}

export const invoicesQuery = (code: string, filters: InvoiceFilters) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.invoices, { code }, filters),
    queryFn: ({ signal }) =>
      call(memberEndpoints.invoices, {
        params: { code },
        query: {
          ...(filters.status === 'all' ? {} : { status: filters.status }),
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.poNumber ? { po_number: filters.poNumber } : {}),
          ...(filters.dueFrom ? { due_from: filters.dueFrom } : {}),
          ...(filters.dueTo ? { due_to: filters.dueTo } : {}),
          page: filters.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the URL's filters do not pass the contract's check. */
export const useInvoices = (code: string, filters: InvoiceFilters, enabled = true) =>
  useQuery({ ...invoicesQuery(code, filters), enabled });

export const useInvoice = (code: string, invoiceId: number | null) =>
  useQuery({
    queryKey: queryKey(memberEndpoints.invoice, { code, invoiceId: invoiceId ?? 0 }),
    queryFn: ({ signal }) =>
      call(memberEndpoints.invoice, { params: { code, invoiceId: invoiceId ?? 0 }, signal }),
    enabled: invoiceId !== null,
  });

/** The account's balance today: what the company owes and how much of it is overdue. */
export const useAccountBalance = (code: string) =>
  useQuery({
    queryKey: queryKey(memberEndpoints.accountBalance, { code }),
    queryFn: ({ signal }) => call(memberEndpoints.accountBalance, { params: { code }, signal }),
  });

/** The statement of a period (opening balance, entries, closing balance, ageing). */
export const useStatement = (code: string, period: { from: string; to: string } | null) =>
  useQuery({
    queryKey: queryKey(memberEndpoints.accountStatement, { code }, period),
    queryFn: ({ signal }) =>
      call(memberEndpoints.accountStatement, {
        params: { code },
        query: period ?? { from: '', to: '' },
        signal,
      }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
