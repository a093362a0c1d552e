import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { users } from '../db/schema';

/** Accounts. Every function takes the database or a transaction. */

/** Inserts an account; a taken email fails with PostgreSQL's unique violation (23505). */
export async function insertUser(db: Database, user: { id: string; username: string; email: string; passwordHash: string }) {
  await db.insert(users).values(user);
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** Activates the account (the first activation's time stays). */
export async function activateUser(db: Database, userId: string) {
  await db
    .update(users)
    .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId));
}

/** A new password, which also activates the account (the first activation's time stays). */
export async function setPasswordAndActivate(db: Database, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function markAppConnection(db: Database, userId: string) {
  await db.update(users).set({ hasAppConnection: true }).where(eq(users.id, userId));
}
