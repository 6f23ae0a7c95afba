import { CONTENT_API_PREFIX, type ContentForm, CUSTOMER_SERVICE_FORM_ID, contentPaths } from '@spesa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRequest } from './content-request';

export const customerServiceQueryKeys = { form: ['content', 'form', CUSTOMER_SERVICE_FORM_ID] as const };

/** GET /p/wp-json/ebsn/v1/form?form_id=5: the customer-service form's fields and the nonce its submit carries. */
export function getCustomerServiceForm(signal?: AbortSignal): Promise<ContentForm> {
  return contentRequest<ContentForm>(`${CONTENT_API_PREFIX}${contentPaths.form}?form_id=${CUSTOMER_SERVICE_FORM_ID}`, {
    method: 'GET',
    signal,
  });
}

export function getCustomerServiceFormQueryOptions() {
  return queryOptions({
    queryKey: customerServiceQueryKeys.form,
    queryFn: ({ signal }) => getCustomerServiceForm(signal),
    // The nonce lasts 12 to 24 hours: a page left open longer asks again (and a refused nonce refetches at once).
    staleTime: 60 * 60_000,
  });
}

export function useCustomerServiceForm() {
  return useQuery(getCustomerServiceFormQueryOptions());
}
