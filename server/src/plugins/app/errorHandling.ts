import fp from 'fastify-plugin';
import { installErrorHandling } from '../../http/errors';

/** Every error and unknown route answers JSON `{ error, … }` in German (http/errors.ts). */
export default fp(async function errorHandling(app) {
  installErrorHandling(app);
}, { name: 'error-handling' });
