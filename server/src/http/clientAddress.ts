/**
 * Which senders may name the client in X-Forwarded-For (`request.ip`, the key of the per-IP limits).
 * Proxies append the address they saw, so the client is the rightmost entry no trusted hop added;
 * everything left of it is whatever the client sent.
 */
export type TrustedProxies = string | number | false;

/**
 * By default no sender names the client: the API port believes only the socket. A deployment with a
 * proxy in front says which one (the local deployment's shell proxy: TRUST_PROXY=loopback, set by
 * `pnpm start`/`serve`/`dev`), so a process that reaches the API port directly cannot rotate the header.
 */
export const DEFAULT_TRUSTED_PROXIES = false;

/**
 * Fastify's `trustProxy` for a setting: addresses/CIDRs/proxy-addr names as given; a hop count as
 * "the socket and the next n − 1 entries are proxies" (Fastify itself trusts no hop for a number);
 * `true` is refused, since it makes the leftmost entry, the client's own claim, the address.
 */
export function fastifyTrustProxy(setting: boolean | string | number | undefined): string | false | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return DEFAULT_TRUSTED_PROXIES;
  if (setting === true) {
    throw new Error(
      'TRUST_PROXY=true lets every client choose its own address (the leftmost X-Forwarded-For entry) and escape the per-IP limits. ' +
        "Set the load balancers' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8), or their hop count (e.g. TRUST_PROXY=1).",
    );
  }
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0) throw new Error(`TRUST_PROXY: a hop count must be a whole number ≥ 0, not ${setting}`);
    return (_address, hop) => hop < setting;
  }
  return setting;
}
