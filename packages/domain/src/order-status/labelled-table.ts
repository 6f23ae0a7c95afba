/** One row of a status or type table: the API's id, a stable key for code, the Italian label. */
export type LabelledEntry = { readonly id: number | string; readonly key: string; readonly label: string };

/** A table of ids with keys and Italian labels, with typed look-ups. */
export type LabelledTable<Entry extends LabelledEntry> = {
  readonly entries: readonly Entry[];
  /** key → id, e.g. `ORDER_STATUS.delivered` is 8. */
  readonly ids: { readonly [Row in Entry as Row['key']]: Row['id'] };
  /** True when the value is one of the table's ids. */
  has(value: unknown): value is Entry['id'];
  /** The Italian label of an id, or undefined for an unknown one. */
  labelOf(id: unknown): string | undefined;
};

/** Builds a table from its rows; ids and keys must be unique. */
export function labelledTable<const Entry extends LabelledEntry>(entries: readonly Entry[]): LabelledTable<Entry> {
  const byId = new Map<unknown, Entry>(entries.map((entry) => [entry.id, entry]));
  const ids = Object.fromEntries(entries.map((entry) => [entry.key, entry.id]));
  if (byId.size !== entries.length || Object.keys(ids).length !== entries.length) {
    throw new Error('A labelled table needs unique ids and keys');
  }
  return {
    entries,
    ids: Object.freeze(ids) as LabelledTable<Entry>['ids'],
    has: (value: unknown): value is Entry['id'] => byId.has(value),
    labelOf: (id: unknown) => byId.get(id)?.label,
  };
}
