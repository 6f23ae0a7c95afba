import fc from 'fast-check';
import { cleanValueFor, fieldPaths, hostileValue, ONE_MB, valueFor, withValueAt } from './hostile-values';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

/** A request ready for `app.inject`: the payload as the raw text (or bytes) sent. */
export type BadRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** How long a text in a query string may be: URLs are no megabyte. */
const QUERY_TEXT_MAX = 20_000;

/**
 * Percent-encodes every UTF-16 unit as UTF-8 would, lone surrogates included (as WTF-8 bytes, which
 * `encodeURIComponent` refuses), so the server's decoder meets them as a client could send them.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
    } else encoded += encodeURIComponent(text[index] as string);
  }
  return encoded;
}

/** A value as query text: scalars as written, arrays repeated, objects as their JSON. */
function queryTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryTexts);
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** Raw query endings no encoder would write: a bare %, an overlong slash, bytes that are no UTF-8. */
const rawQueryTails = ['', '', '', '', '&x=%', '&x=%zz', '&x=%C0%AF', '&x=%FF%FE', '&q=%00', '&a[b]=1', '&&=&'];

function queryOf(parameters: Parameter[]): fc.Arbitrary<string> {
  const fields = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, valueFor(parameter.schema, 0, QUERY_TEXT_MAX)]),
  );
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return fc
    .tuple(fc.record(fields, { requiredKeys: required }), fc.constantFrom(...rawQueryTails))
    .map(([values, tail]) => queryTextOf(values) + tail);
}

/** Form fields of a flat object: nested values as their JSON. */
function formOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `value=${percentEncode(queryTexts(value)[0] ?? '')}`;
  return Object.entries(value)
    .flatMap(([name, field]) => queryTexts(field).map((text) => `${percentEncode(name)}=${percentEncode(text)}`))
    .join('&');
}

type Body = { contentType?: string; payload?: string | Buffer };
const json = 'application/json';

/** A body for the operation: mostly JSON built from its schema, else broken, mistyped, empty or too large. */
function bodyOf(schema: JsonSchema): fc.Arbitrary<Body> {
  const value = valueFor(schema, 0, ONE_MB);
  return fc.oneof(
    { weight: 8, arbitrary: value.map((body): Body => ({ contentType: json, payload: JSON.stringify(body) ?? 'null' })) },
    {
      weight: 2,
      arbitrary: value.map((body): Body => ({ contentType: 'application/x-www-form-urlencoded', payload: formOf(body) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"items":', '{', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":"\\u00"}', '\u0000')
        .map((payload) => ({
          contentType: json,
          payload,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '[]',
          'null',
          '"text"',
          '1',
          'true',
          '[{}]',
          `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
          `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
        )
        .map((payload) => ({ contentType: json, payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'a/b/c', 'application/json; charset=utf-16', ';;;')
        .map((contentType) => ({ contentType, payload: '{"a":1}' })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: json, payload: '' }) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constant({
        contentType: json,
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ contentType: json, payload: JSON.stringify({ padding: 'a'.repeat(1_100_000) }) }),
    },
  );
}

/** The operation's path with its parameters' values in place. */
function filledPath(operation: Operation, params: Record<string, unknown>): string {
  return Object.entries(params).reduce(
    (path, [name, value]) => path.replace(`{${name}}`, percentEncode(queryTexts(value)[0] || 'x')),
    operation.path,
  );
}

/** Query parameters as text: arrays repeated, every unit percent-encoded as a client could. */
function queryTextOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([name, value]) => queryTexts(value).map((text) => `${percentEncode(name)}=${percentEncode(text)}`))
    .join('&');
}

function request(operation: Operation, path: string, query: string, body: Body): BadRequest {
  return {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: body.contentType ? { 'content-type': body.contentType } : {},
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}

/** Bad input anywhere at once: every field plausible or hostile, the body broken or mistyped now and then. */
export function mixedRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const noBody = fc.constant<Body>({});
  const pathValues = Object.fromEntries(
    operation.pathParams.map((parameter) => [parameter.name, valueFor(parameter.schema, 0, 2000)]),
  );
  return fc
    .tuple(fc.record(pathValues), queryOf(operation.query), operation.body ? bodyOf(operation.body.schema) : noBody)
    .map(([path, query, body]) => request(operation, filledPath(operation, path), query, body));
}

/** A place one bad value can go: a path parameter, a query parameter, or a body field at any depth. */
export type Field = { path: (string | number)[]; schema: JsonSchema };

/** Every field of the operation, for the walk that spoils them one at a time. */
export function fieldsOf(operation: Operation): Field[] {
  return [
    ...operation.pathParams.map((parameter) => ({ path: ['path', parameter.name], schema: parameter.schema })),
    ...operation.query.map((parameter) => ({ path: ['query', parameter.name], schema: parameter.schema })),
    ...(operation.body ? fieldPaths(operation.body.schema, ['body']) : []),
  ];
}

const byName = (parameters: Parameter[]) =>
  fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, cleanValueFor(parameter.schema)])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });

/** Requests the schema would accept but for one field, which gets a bad value of (mostly) its own kind. */
export function oneBadFieldRequests(operation: Operation, field: Field): fc.Arbitrary<BadRequest> {
  const clean = fc.record({
    path: byName(operation.pathParams),
    query: byName(operation.query),
    body: operation.body ? cleanValueFor(operation.body.schema) : fc.constant(undefined),
  });
  const inBody = field.path[0] === 'body';
  const asForm = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  return fc.tuple(clean, hostileValue(inBody ? ONE_MB : QUERY_TEXT_MAX, field.schema), asForm).map(([values, bad, form]) => {
    const { path, query, body } = withValueAt(values, field.path, bad) as typeof values;
    let sent: Body = {};
    if (operation.body) {
      sent = form
        ? { contentType: 'application/x-www-form-urlencoded', payload: formOf(body) }
        : { contentType: json, payload: JSON.stringify(body) ?? 'null' };
    }
    return request(operation, filledPath(operation, path), queryTextOf(query), sent);
  });
}
