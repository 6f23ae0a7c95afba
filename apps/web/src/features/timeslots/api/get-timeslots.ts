import { useQuery } from '@tanstack/react-query';
import { accountQueryKeys } from '../../../lib/api/account-queries';
import { apiGet } from '../../../lib/api/client';

export type Timeslot = {
  timeslotId: number;
  beginTime: string;
  endTime: string;
  name: string;
  status: 'empty' | 'intermediate' | 'full';
  active: number;
  selected: boolean;
  /** What delivery costs the cart in this slot now, in cents: 0 above the free-delivery threshold and for free services. */
  deliveryFeeCents: number;
};
export type TimeslotDay = { dateIso: string; selected: boolean; timeslots: Timeslot[] };

export const timeslotsQueryKey = [...accountQueryKeys.scope, 'timeslots'] as const;

/** GET timeslot/list: the days and slots of the cart's store or warehouse. */
export async function getTimeslots(signal?: AbortSignal): Promise<TimeslotDay[]> {
  return (await apiGet<{ days: TimeslotDay[] }>('/ebsn/api/timeslot/list', undefined, signal)).days;
}

export function useTimeslots() {
  return useQuery({ queryKey: timeslotsQueryKey, queryFn: ({ signal }) => getTimeslots(signal), staleTime: 0 });
}
