import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client';

/**
 * Statements of the hot paths (the session lookup, the cart's lock) run straight on the driver: their
 * text rendered once, a named prepared statement on PostgreSQL (parsed once per connection), rows as
 * arrays mapped by a reader made once per column list. Drizzle's query builder walks and quotes every
 * column and maps every value through its generic per-column checks on each call: for a 5-table
 * select of ~90 columns that was the largest share of the server's CPU per cart call.
 */
export type RawStatement = { name: string; text: string };

const dialect = new PgDialect();

/** A statement rendered once from drizzle's `sql` (columns and tables quoted as drizzle does); `$1`… are its values. */
export function rawStatement(name: string, query: SQL): RawStatement {
  return { name, text: dialect.sqlToQuery(query).sql };
}

/**
 * Timestamps, dates and intervals (and their arrays) as PostgreSQL writes them, as drizzle's own
 * queries read them: each column's `mapFromDriverValue` turns them into what the schema says.
 */
const AS_TEXT = new Set([1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: unknown) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: string) =>
    AS_TEXT.has(typeId) ? asText : pg.types.getTypeParser(typeId, format as 'text'),
};
const pgliteParsers = Object.fromEntries([...AS_TEXT].map((typeId) => [typeId, asText]));
const pgliteOptions = {
  array: { rowMode: 'array', parsers: pgliteParsers },
  object: { rowMode: 'object', parsers: pgliteParsers },
};

type PgliteClient = { query(text: string, values: unknown[], options: object): Promise<{ rows: unknown[][] }> };

/** The driver's client behind drizzle's database or transaction (a pg pool or client, or PGlite). */
const clientOf = (db: Db | Tx) => (db as unknown as { session: { client: unknown } }).session.client;

/**
 * Runs the statement with its values on the database or transaction's connection; rows as arrays of
 * driver values (or, `rowMode` 'object', as objects by column name).
 */
export async function runRaw(
  db: Db | Tx,
  statement: RawStatement,
  values: unknown[],
  rowMode: 'array' | 'object' = 'array',
): Promise<unknown[][]> {
  const client = clientOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<unknown[]>({
      name: statement.name,
      text: statement.text,
      values,
      ...(rowMode === 'array' ? { rowMode } : {}),
      types: pgTypes,
    });
    return result.rows;
  }
  return (await (client as PgliteClient).query(statement.text, values, pgliteOptions[rowMode])).rows;
}

/**
 * A table's columns as a statement selects them (`list`, in this order, `width` of them) and the
 * reader of their values in a row from `at`: each value mapped by its column as drizzle would, null
 * kept. `readJoined` answers null for a left-joined row that is not there (its first column null).
 */
export type TableReader<Row> = {
  list: SQL;
  width: number;
  read(row: readonly unknown[], at: number): Row;
  readJoined(row: readonly unknown[], at: number): Row | null;
};

export function tableReader<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys?: readonly K[],
): TableReader<Pick<T['$inferSelect'], K>> {
  const all = getTableColumns(table) as Record<string, Column>;
  const names = keys ?? (Object.keys(all) as K[]);
  const columns = names.map((key) => all[key] as Column);
  const width = names.length;
  const read = (row: readonly unknown[], at: number) => {
    const out: Record<string, unknown> = {};
    for (let index = 0; index < width; index++) {
      const value = row[at + index];
      out[names[index] as string] = value === null ? null : (columns[index] as Column).mapFromDriverValue(value);
    }
    return out as Pick<T['$inferSelect'], K>;
  };
  return {
    list: sql.join(columns, sql`, `),
    width,
    read,
    readJoined: (row, at) => (row[at] === null ? null : read(row, at)),
  };
}
