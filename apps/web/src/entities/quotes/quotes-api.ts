import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AcceptQuoteRequest,
  CreateQuoteRequest,
  QuoteChangesRequest,
  QuoteMessageRequest,
  QuoteStatus,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The buyer's quotes (issue 30). Every key of the quote screens starts with the list's, so one
 * change (a request, an answer, an acceptance) refreshes the list and the quote at once.
 */
export const quotesKey = (code: string) => queryKey(memberEndpoints.quotes, { code });

export const quotesQuery = (code: string, status: QuoteStatus | 'all', page: number) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.quotes, { code }, { status, page }),
    queryFn: ({ signal }) =>
      call(memberEndpoints.quotes, {
        params: { code },
        query: status === 'all' ? { page } : { status, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useQuotes = (code: string, status: QuoteStatus | 'all', page: number) =>
  useQuery(quotesQuery(code, status, page));

export const quoteQuery = (code: string, quoteId: number) =>
  queryOptions({
    queryKey: queryKey(memberEndpoints.quote, { code, quoteId }),
    queryFn: ({ signal }) => call(memberEndpoints.quote, { params: { code, quoteId }, signal }),
  });

export const useQuote = (code: string, quoteId: number | null) =>
  useQuery({ ...quoteQuery(code, quoteId ?? 0), enabled: quoteId !== null });

function useRefreshQuotes(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quotesKey(code) });
}

/**
 * A request, sent with an Idempotency-Key made when its dialog opened: a double click or a
 * retry makes one quote (decision 021).
 */
export function useRequestQuote(code: string, idempotencyKey: string) {
  const refresh = useRefreshQuotes(code);
  return useMutation({
    mutationFn: (body: CreateQuoteRequest) =>
      call(memberEndpoints.createQuote, {
        params: { code },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

/** Accepting places an order: one key per dialog, so a retry places one order. */
export function useAcceptQuote(code: string, quoteId: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuotes(code);
  return useMutation({
    mutationFn: (body: AcceptQuoteRequest) =>
      call(memberEndpoints.acceptQuote, {
        params: { code, quoteId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: queryKey(memberEndpoints.orders, { code }) });
    },
  });
}

export function useDeclineQuote(code: string, quoteId: number) {
  const refresh = useRefreshQuotes(code);
  return useMutation({
    mutationFn: (body: QuoteMessageRequest) =>
      call(memberEndpoints.declineQuote, { params: { code, quoteId }, body }),
    onSuccess: refresh,
  });
}

export function useAskQuoteChanges(code: string, quoteId: number) {
  const refresh = useRefreshQuotes(code);
  return useMutation({
    mutationFn: (body: QuoteChangesRequest) =>
      call(memberEndpoints.askQuoteChanges, { params: { code, quoteId }, body }),
    onSuccess: refresh,
  });
}
