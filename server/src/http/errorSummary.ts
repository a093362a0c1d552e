/**
 * What an operator may see of an error: its class, its code (a PostgreSQL SQLSTATE, a Node or mail
 * code, a Fastify code) and where it was thrown — never its message. Messages carry user content:
 * drizzle's query errors list every SQL parameter (user id, names, SVG), PostgreSQL's `detail` quotes
 * key values, SMTP servers echo addresses.
 */
export interface ErrorSummary {
  errorClass: string;
  code?: string;
  causeClass?: string;
  causeCode?: string;
  /** Stack frames only (file and line), without the message line(s) above them. */
  stack?: string;
}

function className(value: unknown): string {
  if (value === null || typeof value !== 'object') return typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name ? name : 'Object';
}

/** A short code-like string, or nothing (a message smuggled into a `code` field stays out too). */
function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  if (typeof code === 'number') return String(code);
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : undefined;
}

/** V8 writes `${name}: ${message}` above the frames; anything else is not trusted to be message-free. */
function framesOnly(error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return undefined;
  const header = String(error);
  if (!error.stack.startsWith(header)) return undefined;
  const frames = error.stack.slice(header.length).replace(/^\n/, '');
  return frames || undefined;
}

export function summarizeError(error: unknown): ErrorSummary {
  const cause = error instanceof Error ? error.cause : undefined;
  const summary: ErrorSummary = { errorClass: className(error) };
  const code = codeOf(error);
  if (code) summary.code = code;
  if (cause !== undefined) {
    summary.causeClass = className(cause);
    const causeCode = codeOf(cause);
    if (causeCode) summary.causeCode = causeCode;
  }
  const stack = framesOnly(error);
  if (stack) summary.stack = stack;
  return summary;
}
