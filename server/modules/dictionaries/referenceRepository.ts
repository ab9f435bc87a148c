import { asc, eq } from 'drizzle-orm';
import type { InterfaceLanguage } from '../../../domain/languages';
import type { Db } from '../../db/client';
import { commissionTypes, redirectTypes, trafficChannels } from '../../db/schema';

export interface ReferenceItem {
  id: number;
  code: string;
  name: string;
}

type ReferenceTable = typeof commissionTypes | typeof redirectTypes;

const nameIn = (table: ReferenceTable | typeof trafficChannels, lang: InterfaceLanguage) => (lang === 'ru' ? table.nameRu : table.nameEn);

/** Every item of a read-only reference dictionary, in id order, named in one language. */
export function listReference(db: Db, table: ReferenceTable, lang: InterfaceLanguage): Promise<ReferenceItem[]> {
  return db.select({ id: table.id, code: table.code, name: nameIn(table, lang) }).from(table).orderBy(asc(table.id));
}

export async function findReference(db: Db, table: ReferenceTable, id: number, lang: InterfaceLanguage): Promise<ReferenceItem | undefined> {
  const rows = await db.select({ id: table.id, code: table.code, name: nameIn(table, lang) }).from(table).where(eq(table.id, id)).limit(1);
  return rows[0];
}

export function listTrafficChannels(db: Db, lang: InterfaceLanguage): Promise<Array<ReferenceItem & { traffic_source: string }>> {
  return db
    .select({ id: trafficChannels.id, code: trafficChannels.code, name: nameIn(trafficChannels, lang), traffic_source: trafficChannels.trafficSource })
    .from(trafficChannels)
    .orderBy(asc(trafficChannels.id));
}
