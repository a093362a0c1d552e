import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { webhookEvents } from '../db/schema';

/** The payment provider's webhook events already applied (each is applied once). */

export async function wasWebhookEventApplied(db: Database, id: string): Promise<boolean> {
  const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
  return Boolean(seen);
}

export async function recordWebhookEvent(db: Database, event: { id: string; type: string; receivedAt: Date }) {
  await db.insert(webhookEvents).values(event).onConflictDoNothing();
}
