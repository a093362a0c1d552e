import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary column; both drivers hand bytea back as a Buffer/Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    hasAppConnection: boolean('has_app_connection').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
  ],
);

/** Opaque bearer tokens; only the sha256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Sliding expiry: a token idle for 90 days is dead. Refreshed at most about once a day. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** One-time tokens sent by mail (activation, password reset); stored hashed. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'activation' | 'password_reset'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_tokens_user_idx').on(t.userId)],
);

export const patternProjects = pgTable(
  'pattern_projects',
  {
    /** Client-generated sortable id; globally unique so a foreign id can be answered with 404. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sewingPattern: jsonb('sewing_pattern').$type<Record<string, unknown>>().notNull(),
    svg: text('svg').notNull(),
    revision: integer('revision').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pattern_projects_user_idx').on(t.userId, t.updatedAt)],
);

export const customFabrics = pgTable(
  'custom_fabrics',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The piece of fabric the user owns, in whole cm ('Reicht mein Stoff?'); null: unknown. Not the image's size. */
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    /** Re-encoded JPEG; in the database so app processes stay stateless. */
    image: bytea('image'),
    revision: integer('revision').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('custom_fabrics_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * The stash ('Mein Stoffvorrat', issue 40): pieces of fabric the user owns, synced like custom fabrics.
 * `fabric_id` is a shipped fabric's id or one of the user's custom fabrics' (not a foreign key: an own
 * fabric may reach the server after the entry that names it).
 */
export const stashEntries = pgTable(
  'stash_entries',
  {
    /** Client-generated id; globally unique so a foreign id can be answered with 404. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fabricId: text('fabric_id').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    /** '' for none */
    note: text('note').notNull().default(''),
    /** 'gekauft am' as YYYY-MM-DD, a calendar day without time zone (text: both drivers hand it back as stored); null: not given */
    boughtOn: text('bought_on'),
    revision: integer('revision').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stash_entries_user_idx').on(t.userId, t.updatedAt)],
);

/** Digital products (e-books) with their PDF and cover image. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  subline: text('subline').notNull(),
  size: text('size').notNull(),
  coverJpeg: bytea('cover_jpeg').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);

/** Content catalogue releases (owned by the content part of the server). */
export const contentReleases = pgTable('content_releases', {
  id: serial('id').primaryKey(),
  status: text('status').$type<'published' | 'draft'>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  contentHash: text('content_hash').notNull(),
  catalogue: jsonb('catalogue').notNull(),
});

/**
 * Purchases of in-app products (the camera feature), recorded with their source and time. The account
 * owns a product while one of its purchases of it is active; a refund marks the purchase refunded.
 * A store transaction is recorded once: (source, transaction_id) is unique, so a replayed webhook or a
 * receipt sent again never grants twice, and a transaction belongs to one account.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    source: text('source').$type<'stripe' | 'ios-appstore' | 'android-playstore' | 'test'>().notNull(),
    transactionId: text('transaction_id').notNull(),
    status: text('status').$type<'active' | 'refunded'>().notNull(),
    /** when the store or the payment provider says it was bought */
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    /** when it was granted to the account here */
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** why it is no longer active: refunded in full, a dispute lost, a second payment for an owned product, or the store said so */
    revokedReason: text('revoked_reason').$type<RevocationReason>(),
  },
  (t) => [uniqueIndex('purchases_source_transaction_unique').on(t.source, t.transactionId), index('purchases_user_idx').on(t.userId)],
);

export type RevocationReason = 'refund' | 'dispute_lost' | 'duplicate' | 'store';

/**
 * Revocations the payment provider reported, kept whether or not the purchase is known yet: webhooks
 * come in any order, so a refund that arrives before its completion is remembered here and wins.
 */
export const paymentRevocations = pgTable(
  'payment_revocations',
  {
    source: text('source').$type<'stripe' | 'ios-appstore' | 'android-playstore' | 'test'>().notNull(),
    transactionId: text('transaction_id').notNull(),
    reason: text('reason').$type<RevocationReason>().notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.transactionId] })],
);

/** Payment-provider webhook events already handled (Stripe event ids): a replayed event is answered, not applied again. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
