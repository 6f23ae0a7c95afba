import type { Message } from '@spesa/domain';
import { vi } from 'vitest';

// A refusal may name its field, as the server's do.
type Messages = Message[];

/** An answer in the API's envelope with its messages (failure when status ≥ 400). */
export function apiAnswer(
  data: unknown,
  {
    status = 200,
    errors = [],
    warnings = [],
    infos = [],
  }: { status?: number; errors?: Messages; warnings?: Messages; infos?: Messages } = {},
): Response {
  return new Response(
    JSON.stringify({
      response: {
        status: status < 400 ? 0 : status,
        errors: errors.map((message) => ({ error: message.description })),
        errorsMessage: errors,
        infosMessage: infos,
        warningsMessage: warnings,
      },
      data,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** One call the page made: the path after /ebsn/api/, the query and the JSON body. */
export type RecordedCall = { path: string; query: URLSearchParams; body: unknown };

/**
 * Stubs fetch with `route` (by path after /ebsn/api/, e.g. 'cart/add') and records every call;
 * a path the route does not answer gets a 404. Take it away with vi.unstubAllGlobals().
 */
export function stubApi(route: (call: RecordedCall) => Response | Promise<Response> | undefined): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://shop.test');
      const call = {
        path: url.pathname.replace('/ebsn/api/', ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return (await route(call)) ?? apiAnswer(null, { status: 404, errors: [{ code: 'errors.notFound', description: 'x' }] });
    }),
  );
  return calls;
}

/** The calls to one path. */
export const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);
