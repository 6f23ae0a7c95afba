import type { BillingDataAnswer, BillingDataForm } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet, apiRequest } from '../../../lib/api/client';

/** Under the account's scope: logging out or in drops it. */
export const billingDataQueryKey = [...accountQueryKeys.scope, 'billing-data'] as const;

/** GET /ebsn/api/user/billing-data: the shopper's invoice data, null until saved. */
export const billingDataQueryOptions = () =>
  queryOptions({
    queryKey: billingDataQueryKey,
    queryFn: ({ signal }) => apiGet<BillingDataAnswer>('/ebsn/api/user/billing-data', undefined, signal),
  });

/** The saved invoice data; `enabled` false asks nothing (a cart without an invoice needs none). */
export function useBillingData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billingDataQueryOptions(), enabled });
}

/** POST /ebsn/api/user/billing-data: saves the data as a whole; resolves with the saved data and the server's message. */
export async function saveBillingData(input: BillingDataForm) {
  const envelope = await apiRequest<BillingDataAnswer>('POST', '/ebsn/api/user/billing-data', { body: input });
  return { ...envelope.data, message: envelope.response.infosMessage[0]?.description };
}

export function useSaveBillingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingData,
    onSuccess: ({ billingData }) => queryClient.setQueryData(billingDataQueryKey, { billingData }),
  });
}
