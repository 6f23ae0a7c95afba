import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** One megabyte of text: a field's whole body budget (the app's body limit is 1 MiB). */
export const ONE_MB = 1_000_000;

/** Texts that broke or could break the database or the validators: NUL, lone surrogates, numbers as text. */
const hostileTexts = [
  'a\u0000b',
  '\u0000',
  '%00',
  '\ud800',
  'x\udfff y',
  '\udc00\ud800',
  '',
  '   ',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '9007199254740991',
  '99999999999',
  '-2147483649',
  '0x1F',
  "' OR 1=1 --",
  '../../x',
  '💥🛒',
  '<script>alert(1)</script>',
  'null',
  '[]',
  '{}',
  'é'.repeat(300),
];

/** Numbers past every column and rule: negative, fractions, beyond integer and safe-integer bounds. */
const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  99999999999,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Values of the wrong shape for any field: booleans, null, arrays for scalars, objects. */
const wrongShapes: unknown[] = [true, false, null, [], {}, [1], ['a', 'b'], { a: 1 }, [[]], [null], { length: 1 }];

/** Texts a database or a client cannot take: NUL and lone surrogates, alone and inside words. */
const unsafeTexts = ['a\u0000b', '\u0000', '\ud800', 'x\udfff y', '\udc00\ud800', 'Via Roma \ud83d'];
/** Numbers past every integer column, as a query or a form would send them. */
const hugeNumberTexts = ['2147483648', '9007199254740991', '99999999999', '1e21', '-1', '1.5', 'NaN', 'Infinity'];

function longTexts(maxText: number): fc.Arbitrary<string> {
  return fc
    .constantFrom(10_000, maxText)
    .chain((length) => fc.constantFrom('a'.repeat(length), `${'b'.repeat(length - 1)}\u0000`, `${'€'.repeat(length / 3)}`));
}

/**
 * Any bad value for a field; `maxText` bounds the long texts (a query string travels in the URL,
 * a body can take a megabyte). Given the field's schema, the bad values of its own kind come more
 * often: huge and negative numbers for a number, NUL and lone surrogates for a text.
 */
export function hostileValue(maxText: number, schema: JsonSchema = {}): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const numeric = type === 'integer' || type === 'number';
  const text = type === 'string';
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileTexts) },
    { weight: text ? 6 : 1, arbitrary: fc.constantFrom(...unsafeTexts) },
    { weight: text ? 2 : 1, arbitrary: longTexts(maxText) },
    { weight: numeric ? 8 : 3, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: numeric ? 3 : 0, arbitrary: fc.constantFrom(...hugeNumberTexts) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.constantFrom(...wrongShapes) },
  );
}

function plausibleText(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.constantFrom('giulia.rossi@example.it', 'a@b.it');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from: any short text.
    }
  }
  const max = Math.min(schema.maxLength ?? 20, 20);
  return fc.oneof(
    fc.constantFrom('1', 'test', 'BENVENUTO5', '2026-01-15', '15/01/2026', 'Bergamo', 'BG', '24125', 'true'),
    fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max }),
  );
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -5;
  const small = integer ? fc.integer({ min: 1, max: 40 }) : fc.double({ min: 0, max: 50, noNaN: true });
  const bounds = [min, schema.maximum].filter((value): value is number => value !== undefined);
  return bounds.length > 0
    ? fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: fc.constantFrom(...bounds) })
    : small;
}

/** How the fields inside a value are made: mixed (plausible or hostile) or all plausible. */
type Make = (schema: JsonSchema, depth: number, maxText: number) => fc.Arbitrary<unknown>;

function plausibleObject(schema: JsonSchema, depth: number, maxText: number, make: Make): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, make(property, depth + 1, maxText)]),
  );
  const record = fc.record(fields, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), make(schema.additionalProperties, depth + 1, maxText), { maxKeys: 2 });
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** A value the schema would accept, more or less: so that a bad field beside it reaches the deeper rules. */
function plausibleValue(schema: JsonSchema, depth: number, maxText: number, make: Make): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => plausibleValue(choice, depth, maxText, make)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'string':
      return plausibleText(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? make(schema.items, depth + 1, maxText) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength: Math.min(Math.max(schema.minItems ?? 0, 1), 3), maxLength: 3 });
    }
    case 'object':
      return plausibleObject(schema, depth, maxText, make);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value for a field of this schema: mostly plausible, often hostile, inside as well; deep trees stay small. */
export function valueFor(schema: JsonSchema, depth = 0, maxText = ONE_MB): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue(100);
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema, depth, maxText, valueFor) },
    { weight: 2, arbitrary: hostileValue(maxText, schema) },
  );
}

/** A value this schema accepts as far as its JSON schema tells (refinements aside), hostile nowhere. */
export function cleanValueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(1);
  return plausibleValue(schema, depth, 100, cleanValueFor);
}

type Path = (string | number)[];

/** Every place of a value of this schema one bad value can go: each field, each container, the first item. */
export function fieldPaths(schema: JsonSchema, prefix: Path = [], depth = 0): { path: Path; schema: JsonSchema }[] {
  if (depth > 4) return [{ path: prefix, schema }];
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => fieldPaths(property, [...prefix, name], depth + 1)),
    ...(schema.items ? fieldPaths(schema.items, [...prefix, 0], depth + 1) : []),
    ...(schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []).flatMap((choice) => fieldPaths(choice, prefix, depth + 1)),
  ];
  const unique = new Map([{ path: prefix, schema }, ...inner].map((field) => [JSON.stringify(field.path), field]));
  return [...unique.values()];
}

/** `root` with `value` at `path`, the containers on the way made (or copied) as needed. */
export function withValueAt(root: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(root) ? [...root] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object = root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...root } : {};
  return { ...object, [head]: withValueAt((object as Record<string, unknown>)[head], rest, value) };
}
