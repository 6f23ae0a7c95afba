/** The same server as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A connection to the server's maintenance database, to create and drop test databases. */
export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}
