import { type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../../config/env';

/**
 * The URL as the log shows it: the path, and the query's parameter names with every value replaced.
 * Query strings carry e-mails (login), one-time tokens (registration and e-mail confirmation, password
 * reset), proof-of-work solutions and what shoppers type into search: none of it belongs in a log.
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]);
  return `${url.slice(0, queryAt)}?${names.map((name) => `${name}=~`).join('&')}`;
}

type LoggedError = { type: string; message: string; stack: string; code?: unknown; constraint?: unknown; cause?: LoggedError };

/** A Drizzle query failure's message names its parameters ("params: mario@example.com,…"): cut them off. */
function messageWithoutValues(error: Error): string {
  return error.message.replace(/\nparams: [\s\S]*$/, '');
}

/**
 * Errors as the log shows them: type, message, stack, the PostgreSQL code and constraint, and the same
 * of their cause. Never what holds the failing row's values: Drizzle's `params` (and the message that
 * repeats them), PostgreSQL's `detail` ("Key (email)=(…) already exists") and `where`.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'thrown value that is not an Error', stack: '' };
  const message = messageWithoutValues(error);
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')) ?? [];
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (code !== undefined) logged.code = code;
  if (constraint !== undefined) logged.constraint = constraint;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/**
 * Paths pino blanks out wherever a log call puts them (a second line of defence: request lines carry
 * no headers or bodies at all, see the operations plugin).
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ebsn-session"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.email',
  '*.token',
  '*.phone',
  '*.fiscalCode',
  'password',
  'email',
  'token',
  'to',
  'link',
];

/** The server's logger: JSON lines (readable in development), errors and fields made safe to keep. */
export function loggerOptions(config: Pick<AppConfig, 'NODE_ENV' | 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: (error) => loggedError(error) },
    ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/**
 * Fastify's own request lines off ("incoming request" with the raw URL, "request completed"): the
 * operations plugin writes the one line per request instead, with the URL's query values blanked.
 */
export function withoutFastifyRequestLines(): LogController {
  return new LogController({ disableRequestLogging: true });
}
