import { z } from 'zod';

/** One message of the answer envelope: a stable code (an i18n key) and its Italian text. */
export const messageSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** The request field the message is about, when there is one. */
  field: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const responseStatusSchema = z.object({
  /** 0 is success; any other value is a failure (the HTTP status of the answer). */
  status: z.number().int(),
  errors: z.array(z.object({ error: z.string() })),
  errorsMessage: z.array(messageSchema),
  infosMessage: z.array(messageSchema),
  warningsMessage: z.array(messageSchema),
});
export type ResponseStatus = z.infer<typeof responseStatusSchema>;

/** The envelope every `/ebsn/api/*` answer travels in. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ response: responseStatusSchema, data });
}
export const errorEnvelopeSchema = envelopeSchema(z.null());
export type Envelope<T> = { response: ResponseStatus; data: T };
