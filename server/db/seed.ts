import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { languages, users } from './schema';
import { seedCurrencyRates } from './seedCurrencyRates';
import { seedDictionaries } from './seedDictionaries';
import { seedTraffic } from './seedTraffic';
import { seedSettings } from './seedSettings';
import { seedTracker } from './seedTracker';
import { seedUsers } from './seedUsers';
import { seedOffers } from './seedOffers';
import { seedDeepLinksAndPromoCodes } from './seedDeepLinksPromoCodes';
import { seedBrokers } from './seedBrokers';
import { seedClickHistory } from './seedClickHistory';
import { seedReferrals } from './seedReferrals';
import { seedConversions } from './seedConversions';
import { seedLeads } from './seedLeads';
import { seedTrafficQuality } from './seedTrafficQuality';
import { seedChangeRequests } from './seedChangeRequests';
import { seedAutomationRules } from './seedAutomationRules';
import { seedWebhooks } from './seedWebhooks';
import { seedArchivableLogs, seedArchivableMonth } from './seedArchives';
import { seedContactToday } from './seedContactToday';
import { seedSmartLinks } from './seedSmartLinks';
import { seedClickPayoutRules } from './seedClickPayoutRules';

export const DEMO_PASSWORD = 'demo-password-1';

export const DEMO_LANGUAGES = [
  ['English', 'en'],
  ['Русский', 'ru'],
  ['Deutsch', 'de'],
  ['Español', 'es'],
  ['Français', 'fr'],
  ['Italiano', 'it'],
  ['Português (Brasil)', 'pt-br'],
  ['Polski', 'pl'],
  ['Türkçe', 'tr'],
  ['Українська', 'uk'],
] as const;

const FIRST = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hugo', 'Irina', 'Jonas', 'Kira', 'Leon', 'Maya', 'Nikolai', 'Olga', 'Pavel'];
const LAST = ['Novak', 'Schmidt', 'Ivanova', 'Garcia', 'Rossi', 'Kowalski', 'Dubois', 'Petrov', 'Silva', 'Yilmaz', 'Bauer', 'Moreau'];

/**
 * Fills an empty database with a demo workspace. Does nothing when any user exists, so a restart
 * never duplicates or overwrites data. The demo accounts share one password and so one hash
 * (`passwordHash`: the test databases' own, test/demoPasswordHash.ts). The test databases leave
 * out the demo's currency rates (`currencyRates: false`): their tests add the rates they convert by.
 */
export async function seedDemo(
  db: Db,
  options: { trafficEvents?: number; historyClicks?: number; port?: number; passwordHash?: string; currencyRates?: boolean } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return false;
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  await db.transaction(async (tx) => {
    const person = (i: number) => ({ firstName: FIRST[i % FIRST.length]!, lastName: LAST[(i * 7) % LAST.length]! });
    await tx.insert(users).values({ email: 'admin@example.com', passwordHash, userType: 0, firstName: 'Ada', lastName: 'Admin' });
    const managers = await tx
      .insert(users)
      .values([
        { email: 'manager@example.com', passwordHash, userType: 1, firstName: 'Max', lastName: 'Manager' },
        ...[2, 3, 4].map((n) => ({ email: `manager${n}@example.com`, passwordHash, userType: 1, ...person(n) })),
      ])
      .returning({ id: users.id });
    const managerIds = managers.map((m) => m.id);
    await tx.insert(users).values([
      { email: 'affiliate@example.com', passwordHash, userType: 2, firstName: 'Alex', lastName: 'Affiliate', managerId: managerIds[0] },
      ...Array.from({ length: 40 }, (_, i) => ({
        email: `affiliate${i + 2}@example.com`,
        passwordHash,
        userType: 2,
        ...person(i + 5),
        managerId: managerIds[i % managerIds.length],
        commissionTypeId: i % 3 === 0 ? 2 : 1,
      })),
    ]);
    await tx.insert(languages).values(DEMO_LANGUAGES.map(([name, systemName]) => ({ name, systemName, status: 1 })));
    await seedDictionaries(tx);
    if (options.currencyRates !== false) await seedCurrencyRates(tx);
    await seedTraffic(tx, { events: options.trafficEvents ?? 0 });
    await seedUsers(tx, passwordHash);
    await seedSettings(tx);
    await seedOffers(tx, passwordHash);
    await seedClickPayoutRules(tx);
    await seedBrokers(tx, options.port);
    await seedTracker(tx, options.port);
    await seedSmartLinks(tx, options.port);
    await seedDeepLinksAndPromoCodes(tx);
    await seedLeads(tx, options.port);
    await seedConversions(tx);
    await seedReferrals(tx);
    await seedTrafficQuality(tx);
    if (options.historyClicks) {
      await seedClickHistory(tx, { clicks: options.historyClicks, days: 90 });
      await seedArchivableMonth(tx);
      await seedArchivableLogs(tx);
    }
    await seedContactToday(tx);
    await seedChangeRequests(tx);
    await seedAutomationRules(tx);
    await seedWebhooks(tx);
  });
  return true;
}
