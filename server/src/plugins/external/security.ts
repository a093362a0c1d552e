import fp from 'fastify-plugin';
import { installSecurity } from '../../http/security';
import type { ServerSetup } from '../setup';

/** Cookies, form bodies, CORS, helmet's headers and the Origin check on writes (http/security.ts). */
export default fp(async function security(app, { options }: ServerSetup) {
  await installSecurity(app, options);
}, { name: 'security' });
