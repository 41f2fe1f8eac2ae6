import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { queryKey } from '@/shared/api/query-keys.ts';
import { useSession } from '@/shared/session/session-store.ts';
import * as memberEndpoints from '@portal/contract/endpoints/member';

/**
 * The signed-in member's own customer with its shipping addresses (data[0]); null when the member
 * has none. Checkout and the profile read it.
 */
export const getOwnCustomer = async (code: string, email: string, signal?: AbortSignal) => {
  const answer = await call(memberEndpoints.ownCustomer, {
    params: { code },
    query: { email, embed: 'shippingAddresses.province,shippingAddresses.country' },
    signal,
  });
  return answer.data[0] ?? null;
};

export const ownCustomerQuery = (code: string, email: string) =>
  queryOptions<Customer | null>({
    queryKey: queryKey(memberEndpoints.ownCustomer, { code }, email),
    queryFn: async ({ signal }) => {
      try {
        return await getOwnCustomer(code, email, signal);
      } catch (error) {
        // Only logged (specification section 8); the screens show what they can without it.
        console.warn('the customer could not be loaded', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export function useOwnCustomer() {
  const session = useSession();
  return useQuery(ownCustomerQuery(session.manufacturer?.code ?? '', session.user?.email ?? ''));
}
