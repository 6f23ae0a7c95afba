import type { AdminGiftCertificate, AdminGiftCertificateCreateBody, AdminGiftCertificateList } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { backOfficeQueryKeys } from './back-office-keys';

/** GET admin/gift-certificates: every gift code, newest first, with the times it was spent. */
export function getGiftCertificatesQueryOptions() {
  return queryOptions({
    queryKey: backOfficeQueryKeys.giftCertificates,
    queryFn: ({ signal }) => apiGet<AdminGiftCertificateList>('/ebsn/api/admin/gift-certificates', {}, signal),
    select: (data) => data.giftCertificates,
  });
}

export function useGiftCertificates() {
  return useQuery(getGiftCertificatesQueryOptions());
}

/** POST admin/gift-certificates: a new code (400 naming a field, 409 for a code that exists); the list is read again. */
export function useCreateGiftCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGiftCertificateCreateBody) =>
      apiPost<{ giftCertificate: AdminGiftCertificate }>('/ebsn/api/admin/gift-certificates', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.giftCertificates }),
  });
}
