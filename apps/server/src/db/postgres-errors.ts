/** True when PostgreSQL raised this SQLSTATE, whichever driver raised it and however Drizzle wrapped it. */
export function hasPostgresCode(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
    if (!current) break;
  }
  return false;
}
