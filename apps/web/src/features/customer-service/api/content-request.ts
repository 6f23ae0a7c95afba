import { CLIENT_VERSION, errorTexts, type Message } from '@spesa/domain';
import { ApiError } from '../../../lib/api/client';
import { pendingRequests } from '../../../lib/api/pending-requests';

/**
 * A call to the content API or its form submit: WordPress's own answers (no envelope). A failure
 * becomes the app's ApiError with one message per field, so forms put them on their fields.
 */
export async function contentRequest<T>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's CSRF check: the session cookie counts only on the shop's own calls.
    'X-Ebsn-Client': 'production',
    'X-Ebsn-Version': CLIENT_VERSION,
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  pendingRequests.start();
  try {
    const response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (response.ok && body !== undefined) return body as T;
    throw new ApiError(response.status, failureMessages(body));
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError(0, [{ code: 'errors.network', description: errorTexts.generic }]);
  } finally {
    pendingRequests.finish();
  }
}

/** The messages of `wp_send_json_error` ({success:false, data:{errors}}) or of a REST error ({code, message}). */
function failureMessages(body: unknown): Message[] {
  const answer = body as { data?: { errors?: { field?: string; message?: string }[] }; message?: string } | undefined;
  const errors = answer?.data?.errors ?? [];
  if (errors.length > 0)
    return errors.map((error) => ({
      code: 'errors.validation',
      description: error.message ?? errorTexts.generic,
      ...(error.field ? { field: error.field } : {}),
    }));
  return [{ code: 'errors.generic', description: answer?.message ?? errorTexts.generic }];
}
