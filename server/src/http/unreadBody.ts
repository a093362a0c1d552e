import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What is read and thrown away of a refused body at most. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * An error answered before the body was read (413 by Content-Length, 415, a limiter): Fastify then asks
 * to close the connection, and closing with the body unread makes the kernel reset it, so a client
 * (or the shell's proxy) still sending never reads the answer. Keep the connection and read the rest.
 */
export function keepConnectionForAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  reply.removeHeader('connection');
  drain(request.raw);
}

function drain(raw: IncomingMessage): void {
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BYTES) raw.destroy();
  });
  raw.resume();
}
