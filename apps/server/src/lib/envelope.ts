import type { Envelope, Message } from '@spesa/domain';

type Notes = { infos?: Message[]; warnings?: Message[] };

/** A successful answer in the envelope of every `/ebsn/api/*` call. */
export function ok<T>(data: T, notes: Notes = {}): Envelope<T> {
  return {
    response: {
      status: 0,
      errors: [],
      errorsMessage: [],
      infosMessage: notes.infos ?? [],
      warningsMessage: notes.warnings ?? [],
    },
    data,
  };
}

/** A failed answer: status carries the HTTP code, errors the Italian texts a shopper reads. */
export function failure(status: number, messages: Message[]): Envelope<null> {
  return {
    response: {
      status,
      errors: messages.map((message) => ({ error: message.description })),
      errorsMessage: messages,
      infosMessage: [],
      warningsMessage: [],
    },
    data: null,
  };
}
