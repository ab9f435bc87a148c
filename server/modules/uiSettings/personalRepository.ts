import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorSchemes, uiSettings } from '../../db/schema';
import type { StoredColorScheme } from '../../../domain/themes/types';
import type { UiSection } from './uiSettingsRepository';

/** Replaces the stored value of each item (one statement: all or none). */
export async function replaceUiItems(db: Db, userId: number, section: UiSection, items: ReadonlyArray<{ itemId: string; value: unknown }>, now: Date): Promise<void> {
  if (!items.length) return;
  await db
    .insert(uiSettings)
    .values(items.map(({ itemId, value }) => ({ userId, section, itemId, value, updatedAt: now })))
    .onConflictDoUpdate({
      target: [uiSettings.userId, uiSettings.section, uiSettings.itemId],
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

export async function readColorSchemes(db: Db): Promise<StoredColorScheme[]> {
  const rows = await db.select({ name: colorSchemes.name, colorScheme: colorSchemes.colorScheme }).from(colorSchemes).orderBy(colorSchemes.name);
  return rows.map((r) => ({ name: r.name, color_scheme: r.colorScheme }) as StoredColorScheme);
}

export async function saveColorSchemes(db: Db, schemes: readonly StoredColorScheme[], userId: number, now: Date): Promise<void> {
  if (!schemes.length) return;
  await db
    .insert(colorSchemes)
    .values(schemes.map((s) => ({ name: s.name, colorScheme: s.color_scheme, updatedBy: userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: colorSchemes.name,
      set: { colorScheme: sql`excluded.color_scheme`, updatedBy: userId, updatedAt: now },
    });
}
