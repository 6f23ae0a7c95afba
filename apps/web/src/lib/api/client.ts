import { CLIENT_VERSION, type Envelope, errorCodes, errorTexts, type Message } from '@spesa/domain';
import { apiEvents } from './api-events';
import { clientUuid } from './client-uuid';
import { GetCache, isCacheableGet } from './get-cache';
import { loginDialog } from './login-dialog';
import { pendingRequests } from './pending-requests';
import { sessionCookie } from './session-cookie';

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * A message as a toast or a box shows it away from its form field: the server sends the pure text
 * with the field apart (`field`), so a validation failure is said with the field it is about
 * ('order_id: Campo obbligatorio'); a form shows the pure text under the field itself (field-errors).
 */
export function messageText(message: Message): string {
  return message.field && message.code === errorCodes.validation
    ? `${message.field}: ${message.description}`
    : message.description;
}

/** A failed call: the HTTP status and the server's Italian messages (or the generic text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: Message[],
    readonly envelope?: Envelope<unknown>,
  ) {
    super(messages[0] ? messageText(messages[0]) : errorTexts.generic);
  }
}

export const getCache = new GetCache();

// A 404 from these calls is shown by the screen itself (product or category not found), not by a redirect.
const handlesOwnNotFound = (path: string) => path.startsWith('/ebsn/api/category') || path.startsWith('/ebsn/api/product');

function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

/**
 * The headers of every call. The session is not among them: it is the HttpOnly cookie the browser
 * sends itself. X-Ebsn-Client is what the server's CSRF check looks for on a call carried by that
 * cookie (another site's form cannot send it).
 */
function headers(): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Ebsn-Client': 'production',
    'X-Ebsn-Client-Redirect': 'production',
    'X-Ebsn-Version': CLIENT_VERSION,
    'X-Ebsn-Client-UUID': clientUuid(),
  };
}

/**
 * An expired session (first file, section 4): the user id becomes -1 (the server has cleared the
 * session cookie, listeners drop the shopper's data) and the login dialog opens with the text.
 */
function sessionExpired() {
  sessionCookie.forget();
  loginDialog.open({ notice: errorTexts.sessionExpired, noticeSeverity: 'warning' });
  apiEvents.emit({ type: 'session-expired' });
}

function raiseFor(path: string, status: number, envelope: Envelope<unknown> | undefined): never {
  if (status === 419) sessionExpired();
  else if (status >= 500) apiEvents.emit({ type: 'service-down' });
  else if (status === 404 && !handlesOwnNotFound(path)) apiEvents.emit({ type: 'not-found' });
  const messages = envelope?.response.errorsMessage.length
    ? envelope.response.errorsMessage
    : (envelope?.response.errors ?? []).map((error) => ({ code: 'errors.generic', description: error.error }));
  throw new ApiError(
    status,
    messages.length ? messages : [{ code: 'errors.generic', description: errorTexts.generic }],
    envelope,
  );
}

type RequestOptions = {
  query?: Query;
  body?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
};

/** Calls the API and returns the whole envelope; throws ApiError when the answer is not a success. */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const params = toSearchParams(options.query);
  const url = params.size ? `${path}?${params}` : path;
  const cacheable = method === 'GET' && isCacheableGet(path, params);
  if (method !== 'GET') getCache.clear();
  if (cacheable) {
    const cached = getCache.get(url);
    if (cached) return cached as Envelope<T>;
  }

  const init: RequestInit = { method, headers: headers(), signal: options.signal };
  if (options.form) {
    init.body = new URLSearchParams(options.form);
  } else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  pendingRequests.start();
  try {
    const response = await fetch(url, init);
    const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    if (!response.ok || !envelope || envelope.response.status !== 0) raiseFor(path, response.status, envelope);
    if (cacheable) getCache.set(url, envelope);
    return envelope;
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError(0, [{ code: 'errors.network', description: errorTexts.generic }]);
  } finally {
    pendingRequests.finish();
  }
}

/** GET a call's `data`. */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await apiRequest<T>('GET', path, { query, signal })).data;
}

/** POST a JSON body (or a form) and get the call's `data`. */
export async function apiPost<T>(path: string, body?: unknown, query?: Query): Promise<T> {
  return (await apiRequest<T>('POST', path, { body, query })).data;
}
