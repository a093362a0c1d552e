// Over a real socket (inject has none): an answer given before the body was read must reach a client
// that is still sending. Closing with the body unread resets the connection, and the reset discards
// the answer on the client's side: the shell's proxy turned that into a 502 for the user.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the body in pieces, as a client on a real network does, and returns what came back before the connection ended. */
function send(method: string, path: string, body: Buffer, contentType: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`);
      let offset = 0;
      const writeNext = () => {
        if (offset >= body.length || socket.destroyed || received.includes('\r\n\r\n')) return;
        socket.write(body.subarray(offset, (offset += 256 * 1024)));
        setTimeout(writeNext, 2);
      };
      writeNext();
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const headEnd = received.indexOf('\r\n\r\n');
      if (length && headEnd > 0 && Buffer.byteLength(received.slice(headEnd + 4)) >= Number(length)) socket.destroy();
    });
    socket.on('error', () => undefined); // a reset: `received` tells what the client got
    socket.on('close', () => resolve(received));
    setTimeout(() => socket.destroy(), 5000);
  });
}

const big = Buffer.alloc(8 * 1024 * 1024, 0x61);

it.each([
  ['POST', '/api/app/auth/user/login', 'application/json', 413],
  ['POST', '/api/app/pattern-project', 'application/json', 413],
  ['PATCH', '/api/health', 'application/json', 413],
  ['POST', '/api/app/auth/user/login', 'application/x-unknown', 415],
])('%s %s with an unread %s body: the client reads the %i JSON answer', async (method, path, type, status) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const received = await send(method, path, big, type);
    expect(received.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)).error).toEqual(expect.any(String));
  }
});
