import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db';
import { users } from '../src/db/schema';
import { checkAnswersAgainstContract } from './contractCheck';
import { createUser, json, newId, openIsolatedTestDatabase, relaxedRateLimits, type TestUser } from './helpers';

/** Logs help an operator (class, SQLSTATE, route, request id) and never repeat user content or SQL parameters. */
let database: DatabaseHandle;
let app: FastifyInstance;
let user: TestUser;
let userId: string;
const lines: string[] = [];
/** answers that broke the API contract (a 500 each; checked at the end, as createTestApp does) */
let contractViolations: string[] = [];
const errors: unknown[] = [];
const mailMarker = `mailmarker-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  database = await openIsolatedTestDatabase();
  // A database error that quotes user input, like a constraint or trigger would: PostgreSQL puts the
  // name in the message and the drawing in the detail, and drizzle adds every query parameter.
  await database.db.execute(
    sql.raw(`
      create function refuse_marked_projects() returns trigger language plpgsql as $$
      begin
        if position('LOGMARK' in new.name) > 0 then
          raise exception 'refused %', new.name using detail = new.svg;
        end if;
        return new;
      end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger refuse_marked_projects before insert or update on pattern_projects
      for each row execute function refuse_marked_projects()`),
  );
  app = await buildApp({
    database,
    devRoutes: true,
    appSecret: 'test-secret',
    rateLimits: relaxedRateLimits,
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  app.addHook('onError', async (_request, _reply, error) => void errors.push(error));
  contractViolations = checkAnswersAgainstContract(app);
  await app.ready();
  user = await createUser(app);
  [{ id: userId }] = await database.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${user.email}`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  expect(contractViolations).toEqual([]);
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

it('logs a database error by class, SQLSTATE, route and request id, without the query parameters', async () => {
  const nameMarker = `LOGMARK${randomBytes(4).toString('hex')}`;
  const svgMarker = `svgmarker-${randomBytes(6).toString('hex')}`;
  const id = newId();
  const response = await json(app, {
    method: 'POST',
    url: '/api/app/pattern-project',
    token: user.token,
    payload: { patternProject: { pattern_project_id: id, name: nameMarker, sewing_pattern: { id: 'p' }, svg: `<svg><!--${svgMarker}--></svg>` } },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: 'Interner Fehler.' });

  // the error itself does carry the user's input: logging it as `{ err }` would leak it
  const thrown = errors.at(-1) as Error & { cause?: { message?: string; detail?: string } };
  expect(`${thrown.message} ${thrown.cause?.message} ${thrown.cause?.detail}`).toEqual(expect.stringContaining(nameMarker));
  expect(thrown.message).toContain(svgMarker);
  expect(thrown.message).toContain(userId);

  const log = lines.join('');
  for (const secret of [nameMarker, svgMarker, userId, id, user.email, user.token]) expect({ secret, leaked: log.includes(secret) }).toEqual({ secret, leaked: false });

  const errorLine = parsed().find((line) => line.msg === 'unhandled error');
  expect(errorLine).toEqual(
    expect.objectContaining({
      level: 50,
      reqId: expect.any(String),
      method: 'POST',
      route: '/api/app/pattern-project',
      errorClass: expect.any(String),
      causeCode: 'P0001', // raise_exception
    }),
  );
  expect(errorLine!.stack).toMatch(/^\s+at /);
  // the request's own lines carry the same id, so an operator can follow it
  expect(parsed().filter((line) => line.reqId === errorLine!.reqId).length).toBeGreaterThan(1);
});

it('logs a failing mail by class and code, without the address the mail server echoed', async () => {
  const failing = await buildApp({
    database,
    appSecret: 'test-secret',
    rateLimits: relaxedRateLimits,
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
    mailer: {
      send: async (message) => {
        throw Object.assign(new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`), { code: 'EENVELOPE', responseCode: 550 });
      },
    },
  });
  const failingViolations = checkAnswersAgainstContract(failing);
  try {
    const response = await json(failing, { method: 'POST', url: '/auth/activation/send', payload: { emailToVerify: mailMarker } });
    // unknown address: silent 200, no mail; register one so a mail is really attempted
    expect(response.statusCode).toBe(200);
    const registered = await json(failing, {
      method: 'POST',
      url: '/auth/user/register',
      payload: { name: `m${randomBytes(4).toString('hex')}`, email: mailMarker, email_repeat: mailMarker, password: 'geheim-123', password_confirmation: 'geheim-123' },
    });
    expect(registered.statusCode).toBe(200);
    const mailLine = parsed().find((line) => line.msg === 'sending mail failed');
    expect(mailLine).toEqual(expect.objectContaining({ level: 50, errorClass: 'Error', code: 'EENVELOPE' }));
    expect(lines.join('').includes(mailMarker)).toBe(false);
    expect(failingViolations).toEqual([]);
  } finally {
    await failing.close();
  }
});
