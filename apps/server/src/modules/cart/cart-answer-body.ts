import { isKeptItem, keptItemJson } from './cart-line-answer';

const COMMA = Buffer.from(',');

/** The body being written: text not yet encoded, then the encoded chunks and the kept items' own. */
class BodyWriter {
  text = '';
  readonly chunks: Buffer[] = [];
  length = 0;

  private add(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  private flush() {
    if (this.text === '') return;
    this.add(this.text === ',' ? COMMA : Buffer.from(this.text));
    this.text = '';
  }

  push(chunk: Buffer) {
    this.flush();
    this.add(chunk);
  }

  end(): Buffer {
    this.flush();
    return Buffer.concat(this.chunks, this.length);
  }
}

/**
 * The JSON body (UTF-8) of an answer: `JSON.stringify`'s text to the byte, with the kept cart items
 * (`keptCartItem`) copied from their kept JSON instead of written and encoded again: an 80-line cart
 * answer is ~100 KB of which one line changed. Only arrays and plain objects are walked (in their
 * own key order, as `JSON.stringify` does); anything else, and every leaf, is `JSON.stringify`'s
 * own. Nothing is spliced into text by a placeholder, so nothing a shopper writes can be taken for a line.
 */
export function cartAnswerBody(value: unknown): Buffer {
  if (!walked(value)) return Buffer.from(JSON.stringify(value) ?? '');
  const writer = new BodyWriter();
  write(writer, value);
  return writer.end();
}

/** Arrays, plain objects and kept items are written here; anything else is JSON.stringify's. */
const walked = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
};

/** The JSON text of a value not walked; undefined for what JSON.stringify leaves out (undefined, functions, symbols, toJSON's undefined). */
const leafText = (value: unknown): string | undefined => JSON.stringify(value);

/** Whether a value walked here holds a kept item, at any depth: what does not is JSON.stringify's in one call. */
function holdsKeptItem(value: object): boolean {
  if (isKeptItem(value)) return true;
  if (Array.isArray(value)) {
    for (const element of value) if (walked(element) && holdsKeptItem(element)) return true;
    return false;
  }
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (walked(field) && holdsKeptItem(field)) return true;
  }
  return false;
}

function write(writer: BodyWriter, value: object) {
  const kept = keptItemJson(value);
  if (kept !== undefined) {
    writer.push(kept);
    return;
  }
  // Most of the answer besides its lines (the shopper, the address, the totals) holds no line.
  if (!holdsKeptItem(value)) {
    writer.text += JSON.stringify(value);
    return;
  }
  if (Array.isArray(value)) {
    writer.text += '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) writer.text += ',';
      const element: unknown = value[index];
      if (walked(element)) write(writer, element);
      else writer.text += leafText(element) ?? 'null';
    }
    writer.text += ']';
    return;
  }
  writer.text += '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    const text = walked(field) ? null : leafText(field);
    if (text === undefined) continue;
    writer.text += first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`;
    first = false;
    if (text === null) write(writer, field as object);
    else writer.text += text;
  }
  writer.text += '}';
}
