import { distanceMeters, type GeoPoint, type Message, type OrderRating } from '@spesa/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../../lib/api/client';
import { orderQueryKeys } from './order-queries';

const ratingKey = (orderId: number) => [...orderQueryKeys.all, 'rating', orderId] as const;

/** GET note/list filtered on the order: the shopper's rating of it, or null when not rated yet. */
export function useOrderRating(orderId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ratingKey(orderId),
      queryFn: async ({ signal }) =>
        (await apiGet<{ notes: OrderRating[] }>('/ebsn/api/note/list', { orderId }, signal)).notes[0] ?? null,
    }),
    enabled,
  });
}

/**
 * Saves the rating: note/order/add the first time, note/order/update (with its noteId) afterwards.
 * The answer is the rating as saved, with the server's thanks to show.
 */
export function useSaveOrderRating(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { noteId: number | null; score: number; comment: string }) => {
      const envelope =
        input.noteId === null
          ? await apiRequest<OrderRating>('POST', '/ebsn/api/note/order/add', {
              body: { orderId, score: input.score, comment: input.comment },
            })
          : await apiRequest<OrderRating>('POST', '/ebsn/api/note/order/update', {
              body: { noteId: input.noteId, score: input.score, comment: input.comment },
            });
      return { rating: envelope.data, info: envelope.response.infosMessage[0]?.description ?? null };
    },
    onSuccess: ({ rating }) => queryClient.setQueryData(ratingKey(orderId), rating),
  });
}

/** How far the shopper is from the store; 0 when the position or the store's point is not known. */
async function distanceFromStore(storeId: number | null): Promise<number> {
  if (storeId === null) return 0;
  const position = await currentPosition();
  if (!position) return 0;
  try {
    const { store } = await apiGet<{ store: GeoPoint }>('/ebsn/api/store/view', { store_id: storeId });
    return distanceMeters(position, store);
  } catch {
    return 0;
  }
}

/**
 * The browser's position when it gives one (the shopper allowed it), else null: the reservation never
 * waits on it for long nor asks the shopper to type anything.
 */
function currentPosition(): Promise<GeoPoint | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { timeout: 8000, maximumAge: 5 * 60_000 },
    );
  });
}

/** The answer of a reservation: reserved or not, and the server's first message of that kind (if any). */
export type ParkingOutcome = { reserved: boolean; message: string | null };

/**
 * POST order/reserve (query order_id, distance in metres): the first info message on success; on a
 * refusal the first error message, or none when the answer carried no message (an unexpected failure).
 */
export function useReserveParking() {
  return useMutation({
    mutationFn: async ({ orderId, storeId }: { orderId: number; storeId: number | null }): Promise<ParkingOutcome> => {
      const distance = await distanceFromStore(storeId);
      try {
        const envelope = await apiRequest('POST', '/ebsn/api/order/reserve', { query: { order_id: orderId, distance } });
        return { reserved: true, message: envelope.response.infosMessage[0]?.description ?? null };
      } catch (error) {
        return { reserved: false, message: firstErrorOf(error) };
      }
    },
  });
}

/** The first error message of a refused answer; null when there was no answer with one. */
function firstErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const response = error.envelope?.response;
  const first: Message | undefined = response?.errorsMessage[0];
  return first?.description ?? response?.errors?.[0]?.error ?? null;
}
