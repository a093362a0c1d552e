/**
 * Every storage key in one place. Names of SPEC section 3 ("Stored values") and section 7
 * ("Local persistence"); user data is keyed per account so accounts never see each other's data.
 */
import { brand } from '@nahtlos/contract/brand';

export const ANONYMOUS = 'anonymous';

/** The account a device's user data belongs to: the username, or 'anonymous' when logged out. */
export function accountKey(username: string | null | undefined): string {
  return username ? encodeURIComponent(username) : ANONYMOUS;
}

const cacheKey = (name: string) => `_${brand.name}_cache_${name}`;

export const storageKeys = {
  token: 'token',
  username: 'username',
  loginStatus: 'login_status',
  appConnectionStatus: 'app_connection_status',
  appConnectionInformation: 'app_connection_information',
  savedInspiration: 'savedInspiration',
  /** The spec's {hash} project list (one JSON text), per account. */
  projects: (account: string) => `projects:${account}`,
  customFabrics: (account: string) => `custom_fabrics:${account}`,
  /** The stash's pieces of fabric (issue 40), one JSON list like the custom fabrics'. */
  stash: (account: string) => `stash:${account}`,
  orders: (account: string) => `orders:${account}`,
  /** The account's last known entitlements (product ids), for an offline start. */
  entitlements: (account: string) => `entitlements:${account}`,
  /** A store transaction made on this device while logged out, bound to the account at the next login. */
  devicePurchase: 'device_purchase',
  projectSvg: (id: string, version?: string) => `configurator/${id}${version ? `.${version}` : ''}.svg`,
  projectPng: (id: string, version?: string) => `configurator/${id}${version ? `.${version}` : ''}.png`,
  customFabricImage: (id: string) => `fabrics/custom/${id}.jpeg`,
  /** Content cache entries ({ validUntil, data }). */
  cache: cacheKey,
  /** One sewing pattern's sizes ({ validUntil, data: { publishedAt, sizes } }), kept for the configurator offline. */
  patternSizes: (patternId: string) => cacheKey(`pattern_sizes_${patternId}`),
  /** File cache mapping: prefix + file URL → stored Blob. */
  fileCache: (url: string) => `_${brand.name}_file_cache_${url}`,
  /** Where a record that could not be read is set aside (never deleted). */
  corrupt: (key: string, at: number) => `corrupt:${key}:${at}`,
};
