import type { AdminPickingList, AdminSlotPrepareResult } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/client';
import { backOfficeQueryKeys } from './back-office-keys';

/** GET admin/timeslot/picking-list: the lines of a slot's orders to pick, by department. */
export function getPickingListQueryOptions(timeslotId: number) {
  return queryOptions({
    queryKey: backOfficeQueryKeys.pickingList(timeslotId),
    queryFn: ({ signal }) =>
      apiGet<AdminPickingList>('/ebsn/api/admin/timeslot/picking-list', { timeslot_id: timeslotId }, signal),
  });
}

export function usePickingList(timeslotId: number) {
  return useQuery(getPickingListQueryOptions(timeslotId));
}

/** POST admin/timeslot/prepare: the slot's orders 'in preparazione' at once; the board and the orders are read again. */
export function usePrepareSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeslotId: number) =>
      apiPost<AdminSlotPrepareResult>('/ebsn/api/admin/timeslot/prepare', { timeslot_id: timeslotId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backOfficeQueryKeys.all }),
  });
}
