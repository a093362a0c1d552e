/** A raw HTTP client for tests that send what a browser would not: any bytes, any headers, `Expect`. */
import http from 'node:http';

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(origin: string, { method, path, headers = {}, body }: RawRequest): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers: body ? { 'content-length': String(body.length), ...headers } : headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
          request.destroy(); // a final answer instead of `100 Continue` leaves the request unsent
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A server may answer an oversized body early and close the connection while the body is still
      // being written (RFC 9112 allows it): the answer, if one came, is what counts.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => reject(error), 500);
      else reject(error);
    });
    const expectsContinue = Object.keys(headers).some((name) => name.toLowerCase() === 'expect');
    if (body && expectsContinue) {
      // the body follows only after the server's `100 Continue`; a final answer may come instead
      request.on('continue', () => request.end(body));
      request.flushHeaders();
    } else {
      request.end(body);
    }
  });
}
