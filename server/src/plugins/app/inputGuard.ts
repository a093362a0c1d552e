import fp from 'fastify-plugin';
import { installInputGuard } from '../../http/inputGuard';

/** Depth, NUL and lone-surrogate checks on every request's input before any route sees it (http/inputGuard.ts). */
export default fp(async function inputGuard(app) {
  installInputGuard(app);
}, { name: 'input-guard' });
