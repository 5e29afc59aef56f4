/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505). Drizzle wraps driver errors,
 * so the code may sit on the error or on its cause; PGlite and pg both use the SQLSTATE.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
