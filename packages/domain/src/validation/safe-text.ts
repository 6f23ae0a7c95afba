import { z } from 'zod';
import { errorTexts } from '../errors';

/** Half of a surrogate pair on its own (a lone surrogate), which is no character at all. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for a text PostgreSQL can store and any client can show: no NUL, no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

type Path = (string | number)[];
/** A value met on the walk, with the way back to the root (a path is built only for the one reported). */
type Step = { value: unknown; key: string | number; parent: Step | null };

function pathOf(step: Step | null): Path {
  const path: Path = [];
  for (let at = step; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first unsafe text of a parsed request part lies (a value, or a key: then its object), or
 * null. Walks without recursion and without copying paths, so however deep the JSON nests it costs
 * one visit per value and cannot overflow the stack.
 */
export function unsafeTextPath(value: unknown): Path | null {
  const pending: Step[] = [{ value, key: '', parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const part = step.value;
    if (typeof part === 'string') {
      if (!isSafeText(part)) return pathOf(step);
    } else if (part !== null && typeof part === 'object') {
      for (const [key, item] of Object.entries(part)) {
        if (!isSafeText(key)) return pathOf(step);
        pending.push({ value: item, key: Array.isArray(part) ? Number(key) : key, parent: step });
      }
    }
  }
  return null;
}

/**
 * `schema`, after a check that no text anywhere in the input (values and keys) holds a NUL or a lone
 * surrogate: 400 naming the field instead of a database error. The server runs it before every
 * route's own schema, so every text field of every route (today's and tomorrow's) is covered once.
 */
export function withSafeTexts<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = unsafeTextPath(value);
      if (path !== null) context.addIssue({ code: 'custom', path, message: errorTexts.unsafeText, input: value });
    })
    .pipe(schema);
}
