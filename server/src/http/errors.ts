import type { ErrorBody } from '@nahtlos/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { keepConnectionForAnswer } from './unreadBody';
import { summarizeError } from './errorSummary';
import { isDiskFullError } from '../db/diskSpace';

/** An error whose status and JSON body are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** the rest of the contract's error body: `details`, `code`, `retryAfterSeconds` */
    readonly body: Omit<ErrorBody, 'error'> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'Nicht gefunden.');

/** The server's disk has no room for writes now (see http/storageGuard.ts); the app keeps the change and retries. */
export const storageFull = () =>
  new HttpError(507, 'Der Speicher des Servers ist gerade voll. Deine Änderungen bleiben auf dem Gerät und werden später hochgeladen.', {
    code: 'storage_full',
    retryAfterSeconds: 60,
  });

/** The 400 for input a zod schema refused: its first 20 issues as `details`. */
export function invalidInput(error: z.ZodError): HttpError {
  const details = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return new HttpError(400, 'Ungültige Eingabe.', { details });
}

/** German texts for Fastify's own client errors (its messages are English); `code` names the cause. */
export const CLIENT_ERRORS: Record<number, string> = {
  400: 'Ungültige Anfrage.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  408: 'Die Anfrage hat zu lange gedauert.',
  411: 'Die Länge der Anfrage fehlt.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieses Format wird nicht unterstützt.',
  431: 'Die Kopfzeilen der Anfrage sind zu groß.',
};

/** Fastify's own client errors (malformed JSON, body too large, an undecodable or too long URL …) in German. */
export function sendClientError(reply: FastifyReply, status: number, code: string | undefined) {
  const body: ErrorBody = { error: CLIENT_ERRORS[status] ?? 'Ungültige Anfrage.', code };
  return reply.status(status).send(body);
}

/** Every error leaves as JSON `{ error, details? }`; bad input is a 4xx, never a 5xx. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    keepConnectionForAnswer(request, reply);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.body });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'Zu viele Anfragen. Bitte warte einen Moment.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, bad URL.
      return sendClientError(reply, status, error.code);
    }
    if (isDiskFullError(error)) {
      request.log.warn({ ...summarizeError(error), route: request.routeOptions.url ?? 'unknown' }, 'write refused: disk full');
      const full = storageFull();
      return reply.status(full.statusCode).header('retry-after', String(full.body.retryAfterSeconds)).send({ error: full.message, ...full.body });
    }
    // Never `{ err }`: a database error's message lists the query's parameters (user content).
    request.log.error(
      { ...summarizeError(error), method: request.method, route: request.routeOptions.url ?? 'unknown' },
      'unhandled error',
    );
    return reply.status(500).send({ error: 'Interner Fehler.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Nicht gefunden.' }));
}
