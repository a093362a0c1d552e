/**
 * The one kernel logger. Errors the spec says to log (missing fabric/material, sync errors, file
 * downloads) go through here, so nothing is swallowed without a line and tests can observe it.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export interface LogRecord {
  level: LogLevel;
  message: string;
  detail?: unknown;
}
type Sink = (record: LogRecord) => void;

const consoleSink: Sink = ({ level, message, detail }) => {
  const out = level === 'error' ? console.error : level === 'warn' ? console.warn : console.info;
  if (detail === undefined) out(message);
  else out(message, detail);
};

let sinks: Sink[] = [consoleSink];

export const logger = {
  info: (message: string, detail?: unknown) => emit({ level: 'info', message, detail }),
  warn: (message: string, detail?: unknown) => emit({ level: 'warn', message, detail }),
  error: (message: string, detail?: unknown) => emit({ level: 'error', message, detail }),
};

function emit(record: LogRecord): void {
  for (const sink of sinks) sink(record);
}

/** Replaces the sinks (tests capture records; error reporting could add one). Returns a restore function. */
export function setLogSinks(next: Sink[]): () => void {
  const previous = sinks;
  sinks = next;
  return () => {
    sinks = previous;
  };
}

/** Collects log records while `fn` runs, silencing the console. */
export async function captureLogs<T>(fn: () => Promise<T> | T): Promise<{ result: T; records: LogRecord[] }> {
  const records: LogRecord[] = [];
  const restore = setLogSinks([(record) => records.push(record)]);
  try {
    return { result: await fn(), records };
  } finally {
    restore();
  }
}
