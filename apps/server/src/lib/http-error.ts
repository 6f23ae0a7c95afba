import { errorCodes, errorTexts, type Message } from '@spesa/domain';

/**
 * An expected failure with its HTTP code and Italian message(s). Services throw it; the error
 * handler turns it into the envelope in one place.
 */
export class HttpError extends Error {
  readonly messages: Message[];

  constructor(
    readonly statusCode: number,
    messages: Message | Message[],
    /** Answer headers that belong to the failure, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list[0]?.description ?? 'error');
    this.messages = list;
  }
}

export const notFound = (description: string = errorTexts.notFound, code: string = errorCodes.notFound, field?: string) =>
  new HttpError(404, field ? { code, description, field } : { code, description });

export const badRequest = (description: string, field?: string, code: string = errorCodes.validation) =>
  new HttpError(400, field ? { code, description, field } : { code, description });

export const forbidden = (description: string = errorTexts.forbidden) =>
  new HttpError(403, { code: errorCodes.forbidden, description });

/** A 429 that says, in its text and in Retry-After, how many seconds to wait. */
export const throttled = (retryAfterMs: number, text: (seconds: number) => string, code: string = errorCodes.tooManyRequests) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, { code, description: text(seconds) }, { 'Retry-After': String(seconds) });
};

export const conflict = (description: string, code: string = errorCodes.conflict, field?: string) =>
  new HttpError(409, field ? { code, description, field } : { code, description });

/** A refusal of a domain rule (its stable code, Italian text and the field it is about, if any): what every `…Refusal` function answers. */
export type Refusal = { code: string; message: string; field?: string };

/** A domain rule's refusal as the 409 the API answers, its field apart from the text. */
export const refusedBy = (refusal: Refusal) => conflict(refusal.message, refusal.code, refusal.field);

/** Throws the domain rule's refusal as a 409 when there is one; the rule's null lets the call go on. */
export function throwIfRefused(refusal: Refusal | null | undefined): asserts refusal is null | undefined {
  if (refusal) throw refusedBy(refusal);
}
