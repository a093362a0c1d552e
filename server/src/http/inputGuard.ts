import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Deeper JSON than any real request needs; deep enough to stop recursive checks from overflowing the stack. */
export const MAX_JSON_DEPTH = 32;

export interface InputProblem {
  path: string;
  message: string;
}

/** A container on the walk; parent and key are kept only to name the path of a refused value. */
interface Node {
  value: object;
  depth: number;
  parent: Node | undefined;
  key: string | number | undefined;
}

/** The zod-style dotted path from the root to `node` (and on to `key`). */
function pathOf(node: Node | undefined, key?: string | number): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let n = node; n?.key !== undefined; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
}

/** ES2024 (Node 20); the project's TypeScript lib is ES2023. */
const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** Why a string cannot be stored or trusted (PostgreSQL refuses NUL, and \ud800 in jsonb), or undefined. */
function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'Nullzeichen (U+0000) sind nicht erlaubt.';
  if (!isWellFormed(value)) return 'Ungültiger Unicode-Text (einzelnes Surrogat).';
  return undefined;
}

/**
 * The first problem in a parsed value, walked iteratively (no recursion, so any depth is safe):
 * containers nested deeper than `maxDepth`, or a string or object key with NUL or a lone surrogate.
 * Only containers are put on the stack, so the walk costs little next to the parse itself.
 */
export function findInputProblem(root: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | undefined {
  if (typeof root === 'string') {
    const message = stringProblem(root);
    return message ? { path: '', message } : undefined;
  }
  if (root === null || typeof root !== 'object' || ArrayBuffer.isView(root)) return undefined;
  const stack: Node[] = [{ value: root, depth: 0, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.depth >= maxDepth) {
      return { path: pathOf(node), message: `Zu tief verschachtelt (höchstens ${maxDepth} Ebenen).` };
    }
    const visit = (key: string | number, child: unknown): InputProblem | undefined => {
      if (typeof child === 'string') {
        const message = stringProblem(child);
        return message ? { path: pathOf(node, key), message } : undefined;
      }
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: node.depth + 1, parent: node, key });
      return undefined;
    };
    const container = node.value;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) {
        const problem = visit(i, container[i]);
        if (problem) return problem;
      }
      continue;
    }
    for (const key in container) {
      if (!Object.hasOwn(container, key)) continue;
      const keyMessage = stringProblem(key);
      if (keyMessage) return { path: pathOf(node), message: `Schlüssel: ${keyMessage}` };
      const problem = visit(key, (container as Record<string, unknown>)[key]);
      if (problem) return problem;
    }
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
