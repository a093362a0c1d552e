import fp from 'fastify-plugin';
import { installSchemaValidation } from '../../http/validation';

/** Route schemas validated with the contract's zod schemas, refusals answered as before (http/validation.ts). */
export default fp(async function validation(app) {
  installSchemaValidation(app);
}, { name: 'validation' });
