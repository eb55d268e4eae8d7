/** Whether an error (or one it wraps, as Drizzle does) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
    current = e.cause;
  }
  return false;
}
