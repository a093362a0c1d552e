import net from 'node:net';
import { createSmtpMailer, DevOutbox } from './mailer';
import { activationMail } from './templates';

/** A minimal SMTP server that accepts one message, enough to see nodemailer deliver to SMTP_URL. */
function fakeSmtp(): Promise<{ port: number; received: Promise<string>; close: () => void }> {
  let resolveData: (data: string) => void;
  const received = new Promise<string>((resolve) => (resolveData = resolve));
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            resolveData(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({ port: address.port, received, close: () => server.close() });
    }),
  );
}

it('delivers through SMTP_URL with nodemailer', async () => {
  const smtp = await fakeSmtp();
  try {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, 'Nahtlos <no-reply@nahtlos.de>');
    await mailer.send(activationMail('anna@example.com', 'anna', 'http://localhost:8080/auth/activation/abc'));
    const data = await smtp.received;
    expect(data).toContain('To: anna@example.com');
    expect(data).toContain('http://localhost:8080/auth/activation/abc');
  } finally {
    smtp.close();
  }
});

it('keeps dev mail newest first with its links, filtered by recipient', async () => {
  const outbox = new DevOutbox(2);
  await outbox.send(activationMail('a@example.com', 'a', 'http://x/1'));
  await outbox.send(activationMail('b@example.com', 'b', 'http://x/2'));
  await outbox.send(activationMail('a@example.com', 'a', 'http://x/3'));
  expect(outbox.list().map((m) => m.links[0])).toEqual(['http://x/3', 'http://x/2']);
  expect(outbox.list('A@example.com ')).toHaveLength(1);
});
