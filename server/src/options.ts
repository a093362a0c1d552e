import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db';
import type { DiskSpace } from './db/diskSpace';
import type { Mailer } from './mail/mailer';
import { defaultRateLimits, type RateLimits } from './http/rateLimits';
import { defaultImageWorkLimits, type ImageWorkLimits } from './services/imagePool';
import { defaultQuotas, type Quotas } from './services/quotaLimits';
import type { StoreValidator } from './services/purchases/validators';

/** The web checkout's settings (services/purchases/payments.ts). */
export interface PaymentOptions {
  /** STRIPE_SECRET_KEY: Stripe Checkout for real; without it the stand-in (dev routes only) or no web checkout */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the webhook endpoint's signing secret; the stand-in makes one up without it */
  stripeWebhookSecret?: string;
  /** STRIPE_PRICE_ID: a Price of the Stripe dashboard; default: the product data's amount and name */
  stripePriceId?: string;
}

export interface AppOptions {
  /** A postgres:// URL, 'memory://', a PGlite data folder, or an already opened handle (closed by its owner). */
  database: string | DatabaseHandle;
  /** Base URL of the site as the browser sees it (mail links, redirects). */
  publicUrl?: string;
  /** Outgoing mail; defaults to the in-memory dev outbox. */
  mailer?: Mailer;
  /** Shared rate-limit store for several instances. */
  redis?: Redis;
  /** Origins allowed by CORS and on writes; default: the site's own (publicUrl's) and the native apps' WebViews. */
  allowedOrigins?: string[];
  /** Extra origins the CSP allows for images, media and API calls. */
  remoteOrigins?: string[];
  /**
   * Serves /dev/* (the dev mail outbox, which hands out every account's reset links): only when
   * asked for (DEV_ROUTES=true); main.ts refuses to start with it in production.
   */
  devRoutes?: boolean;
  /** The web's checkout (Stripe; without keys the dev stand-in when devRoutes is on). */
  payments?: PaymentOptions;
  /** The production validator of App Store and Google Play transactions (STORE_VALIDATOR_URL). */
  storeValidator?: StoreValidator;
  /** Accept signed test receipts (platform `test`) signed with this secret: development and tests only. */
  testReceiptSecret?: string;
  /** HMAC secret for signed download links. */
  appSecret?: string;
  /**
   * Free space where the database writes: writes are refused with 507 below its reserve (main.ts
   * measures the PGlite data folder). Default: no folder, only disk-full errors hold writes back.
   */
  diskSpace?: DiskSpace;
  /** Clock, replaceable in tests. */
  now?: () => Date;
  rateLimits?: Partial<RateLimits>;
  /** Per-account limits on stored bytes, projects and custom fabrics (services/quotas.ts). */
  quotas?: Partial<Quotas>;
  /** The custom-fabric image pool: images at once, waiting line, time budget (see services/imagePool.ts). */
  imageWork?: Partial<ImageWorkLimits>;
  /**
   * Which proxies may set X-Forwarded-For (Fastify trustProxy): the client IP drives the per-IP
   * rate limits, so only trusted hops may name it. Default: loopback (the shell's proxy). Addresses/CIDRs,
   * or a hop count; `true` is refused (see http/clientAddress.ts).
   */
  trustProxy?: boolean | string | number;
  logger?: boolean;
  /** pino level when logging (default 'info': one line per request). */
  logLevel?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface ResolvedOptions {
  publicUrl: string;
  allowedOrigins: string[];
  remoteOrigins: string[];
  devRoutes: boolean;
  appSecret: string;
  now: () => Date;
  rateLimits: RateLimits;
  quotas: Quotas;
  imageWork: ImageWorkLimits;
}

/** The shell of a local deployment on its default port (`pnpm start` passes the one it runs on). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';
/** The origins Capacitor WebViews use on iOS and Android. */
export const NATIVE_APP_ORIGINS = ['capacitor://localhost', 'http://localhost'];

/** The site itself (wherever PUBLIC_URL puts it) and the native apps: no other local port is trusted by default. */
export function defaultAllowedOrigins(publicUrl: string): string[] {
  return [new URL(publicUrl).origin, ...NATIVE_APP_ORIGINS];
}

export function resolveOptions(options: AppOptions, fallbackSecret: () => string): ResolvedOptions {
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  return {
    publicUrl,
    allowedOrigins: options.allowedOrigins ?? defaultAllowedOrigins(publicUrl),
    remoteOrigins: options.remoteOrigins ?? [],
    devRoutes: options.devRoutes ?? false,
    appSecret: options.appSecret ?? fallbackSecret(),
    now: options.now ?? (() => new Date()),
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    quotas: { ...defaultQuotas, ...definedOnly(options.quotas) },
    imageWork: { ...defaultImageWorkLimits, ...options.imageWork },
  };
}

/** The entries that are set: an unset setting (undefined) keeps its default. */
function definedOnly<T extends object>(values: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
}
