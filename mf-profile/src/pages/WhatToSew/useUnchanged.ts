import { useRef } from 'react';

/**
 * `value`, or the one of an earlier render when it holds the same data: a store that is set again with an equal list
 * (a sync that changed nothing) then starts no new computation. For small, plain data (JSON).
 */
export function useUnchanged<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value);
  if (kept.current?.json !== json) kept.current = { value, json };
  return kept.current.value;
}
