import type { ErrorDetail } from '@nahtlos/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Deeper JSON than any real request needs; deep enough to stop recursive checks from overflowing the stack. */
export const MAX_JSON_DEPTH = 32;

/** Answered as the one entry of the error body's `details`. */
export type InputProblem = ErrorDetail;

/** ES2024 (Node 20); the project's TypeScript lib is ES2023. */
const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** Why a string cannot be stored or trusted (PostgreSQL refuses NUL, and \ud800 in jsonb), or undefined. */
function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'Nullzeichen (U+0000) sind nicht erlaubt.';
  if (!isWellFormed(value)) return 'Ungültiger Unicode-Text (einzelnes Surrogat).';
  return undefined;
}

/**
 * The first problem in a parsed value: containers nested deeper than `maxDepth`, or a string or
 * object key with NUL or a lone surrogate. Depth first without recursion: an explicit stack of at
 * most `maxDepth` levels (container, its keys, the next position), so any depth is safe and the walk
 * keeps nothing per container — a megabyte of tiny containers costs about what parsing it did
 * (bench/inputGuard.ts).
 */
export function findInputProblem(root: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | undefined {
  if (typeof root === 'string') {
    const message = stringProblem(root);
    return message ? { path: '', message } : undefined;
  }
  if (root === null || typeof root !== 'object' || ArrayBuffer.isView(root)) return undefined;
  const containers: Record<string | number, unknown>[] = [root as Record<string, unknown>];
  const names: (string[] | undefined)[] = [Array.isArray(root) ? undefined : Object.keys(root)];
  const next: number[] = [0];
  /** The dotted path down to the current position of level `top`, plus `last`. */
  const pathTo = (top: number, last?: string | number): string => {
    const parts: (string | number)[] = [];
    for (let level = 0; level < top; level++) parts.push(names[level]?.[next[level] - 1] ?? next[level] - 1);
    if (last !== undefined) parts.push(last);
    return parts.join('.');
  };
  let top = 0;
  walk: while (top >= 0) {
    const container = containers[top];
    const keys = names[top];
    const length = keys ? keys.length : (container as unknown as unknown[]).length;
    while (next[top] < length) {
      const i = next[top]++;
      const key = keys ? keys[i] : i;
      if (keys) {
        const keyMessage = stringProblem(key as string);
        if (keyMessage) return { path: pathTo(top), message: `Schlüssel: ${keyMessage}` };
      }
      const child = container[key];
      if (typeof child === 'string') {
        const message = stringProblem(child);
        if (message) return { path: pathTo(top, key), message };
      } else if (child !== null && typeof child === 'object') {
        if (top + 1 >= maxDepth) return { path: pathTo(top, key), message: `Zu tief verschachtelt (höchstens ${maxDepth} Ebenen).` };
        top++;
        containers[top] = child as Record<string, unknown>;
        names[top] = Array.isArray(child) ? undefined : Object.keys(child);
        next[top] = 0;
        continue walk;
      }
    }
    top--;
  }
  return undefined;
}

function check(value: unknown): void {
  const problem = findInputProblem(value);
  if (problem) throw new HttpError(400, 'Ungültige Eingabe.', { details: [problem] });
}

/**
 * One check for every route, before any route code, zod schema or rate limiter sees the input:
 * body (JSON at any depth, form, text), query and path parameters. Fastify's JSON parser is
 * iterative (V8's JSON.parse, secure-json-parse's proto scan), so the parsed body is safe to walk here.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check(request.params);
    check(request.query);
    check(request.body);
  });
}
