import fp from 'fastify-plugin';
import { installContractReplies } from '../../http/contractReplies';

/** Every JSON answer leaves through the API contract's schema for its route (http/contractReplies.ts). */
export default fp(async function contractReplies(app) {
  installContractReplies(app);
}, { name: 'contract-replies' });
