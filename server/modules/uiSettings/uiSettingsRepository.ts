import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uiSettings } from '../../db/schema';

export type UiSection = 'dashboard' | 'modal' | 'grid' | 'config' | 'theme' | 'tutorial';

export async function readUiSettings(db: Db, userId: number): Promise<Array<{ section: string; itemId: string; value: unknown }>> {
  return db.select({ section: uiSettings.section, itemId: uiSettings.itemId, value: uiSettings.value }).from(uiSettings).where(eq(uiSettings.userId, userId));
}

/**
 * Saves one item's settings, merging top-level keys over what is stored (in SQL, so two saves
 * of different keys both stay): saving `{ Visible }` replaces only the Visible entry.
 */
export async function mergeUiSettings(db: Db, userId: number, section: UiSection, itemId: string, patch: Record<string, unknown>, now: Date): Promise<unknown> {
  const [row] = await db
    .insert(uiSettings)
    .values({ userId, section, itemId, value: patch, updatedAt: now })
    .onConflictDoUpdate({
      target: [uiSettings.userId, uiSettings.section, uiSettings.itemId],
      set: { value: sql`${uiSettings.value} || excluded.value`, updatedAt: now },
    })
    .returning({ value: uiSettings.value });
  return row?.value;
}

export async function readUiItem(db: Db, userId: number, section: UiSection, itemId: string): Promise<unknown> {
  const [row] = await db
    .select({ value: uiSettings.value })
    .from(uiSettings)
    .where(and(eq(uiSettings.userId, userId), eq(uiSettings.section, section), eq(uiSettings.itemId, itemId)))
    .limit(1);
  return row?.value ?? {};
}
