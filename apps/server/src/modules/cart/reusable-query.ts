import type { PgSession } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/**
 * A query of the cart's hot path built and rendered once, with its values as `sql.placeholder`s, then
 * run on each call's transaction with the values bound: the query builder does not walk and quote its
 * columns again on every call, and PostgreSQL keeps the named statement parsed per connection.
 * `build` prepares it on the first transaction that runs it; only its text and result shape are kept,
 * and each call runs that prepared query on its own transaction's connection (the `client` both
 * drivers' prepared queries run on), so locks and writes stay inside the caller's transaction.
 */
export function reusableQuery<R>(build: (tx: Tx) => Executable<R>) {
  let prepared: Executable<R> | undefined;
  return (tx: Tx, values: Record<string, unknown>): Promise<R> => {
    prepared ??= build(tx);
    const bound = Object.create(prepared) as Executable<R> & { client: unknown };
    bound.client = (sessionOf(tx) as unknown as { client: unknown }).client;
    return bound.execute(values);
  };
}

/** The transaction's session (its connection), which drizzle keeps out of the transaction's type. */
export const sessionOf = (tx: Tx) => (tx as unknown as { session: PgSession }).session;
