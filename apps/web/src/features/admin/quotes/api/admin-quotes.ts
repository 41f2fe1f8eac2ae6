import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  QuoteInbox,
  QuoteMessageRequest,
  QuoteQuestionRequest,
  SendQuoteOfferRequest,
} from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import * as consoleEndpoints from '@portal/contract/endpoints/console';

/** The console's quotes (issue 30): the inbox and one quote share the list's key prefix. */
const adminQuotesKey = (code: string) => queryKey(consoleEndpoints.adminQuotes, { code });

export const adminQuotesQuery = (code: string, box: QuoteInbox, page: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminQuotes, { code }, 'list', { box, page }),
    queryFn: ({ signal }) =>
      call(consoleEndpoints.adminQuotes, { params: { code }, query: { box, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminQuoteQuery = (code: string, id: number) =>
  queryOptions({
    queryKey: queryKey(consoleEndpoints.adminQuote, { code, id }),
    queryFn: ({ signal }) => call(consoleEndpoints.adminQuote, { params: { code, id }, signal }),
    select: (answer) => answer.data,
  });

function useQuoteWrite<B>(code: string, write: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuotesKey(code) }),
  });
}

/** A new version; one Idempotency-Key per opened editor, so a retry sends it once. */
export const useSendOffer = (code: string, id: number, idempotencyKey: string) =>
  useQuoteWrite(code, (body: SendQuoteOfferRequest) =>
    call(consoleEndpoints.adminSendQuoteOffer, {
      params: { code, id },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );

export const useAskInformation = (code: string, id: number) =>
  useQuoteWrite(code, (body: QuoteQuestionRequest) =>
    call(consoleEndpoints.adminAskQuoteInformation, { params: { code, id }, body }),
  );

export const useDeclineRequest = (code: string, id: number) =>
  useQuoteWrite(code, (body: QuoteMessageRequest) =>
    call(consoleEndpoints.adminDeclineQuote, { params: { code, id }, body }),
  );

export const useWithdrawOffer = (code: string, id: number) =>
  useQuoteWrite(code, (body: QuoteMessageRequest) =>
    call(consoleEndpoints.adminWithdrawQuote, { params: { code, id }, body }),
  );
