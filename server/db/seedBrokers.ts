import { asc, eq } from 'drizzle-orm';
import { IntegrationStatus } from '../../domain/enums/broker';
import { demoBrokerUrl } from '../modules/brokers/demoBroker';
import { UserType } from '../../domain/enums/user';
import { brokerIntegrations, users } from './schema';
import type { Tx } from './tx';

const JSON_HEADER = [{ name: 'Content-Type', value: 'application/json', secret: false }];
const BODY = '{"first_name":"{first_name}","last_name":"{last_name}","email":"{email}","phone":"{phone}","country":"{country}","aff":"{aff_id}","click":"{click_id}"}';
/** The demo desks' own status words in common groups (the leads' history, seedLeads.ts, reads them too). */
export const DEMO_STATUS_MAP = [
  { status: 'In progress', group: 'new' as const },
  { status: 'Voicemail', group: 'no_answer' as const },
  { status: 'Deposited', group: 'ftd' as const },
  { status: 'Wrong number', group: 'invalid' as const },
];
const WEEKDAYS = { mon: [{ from: '08:00', to: '20:00' }], tue: [{ from: '08:00', to: '20:00' }], wed: [{ from: '08:00', to: '20:00' }], thu: [{ from: '08:00', to: '20:00' }], fri: [{ from: '08:00', to: '18:00' }] };

/**
 * The demo's brokers: integrations of the first two advertisers, one of them paused, so the Brokers
 * list shows its filters and bulk actions at work. Two answer from the app itself at `port`
 * (server/modules/brokers/demoBroker.ts): the EU desk takes every lead, the LATAM one is slow and
 * refuses some countries (France among them, which the EU desk then takes: the demo flow's failover,
 * server/db/seedLeads.ts); the others point at brokers that do not exist, as a test lead shows.
 */
export async function seedBrokers(tx: Tx, port = 3000): Promise<void> {
  const advertisers = await tx.select({ id: users.id }).from(users).where(eq(users.userType, UserType.Advertiser)).orderBy(asc(users.id)).limit(2);
  const [fx, coin] = advertisers;
  if (!fx || !coin) return;
  // the desks' own status words in common groups; deposits are reported for a month (the demo's late FTDs, seedLeads.ts)
  const common = { kind: 'http', method: 'POST', headers: JSON_HEADER, bodyTemplate: BODY, successPath: 'success', leadIdPath: 'data.lead_id', autologinPath: 'data.autologin_url', statusMap: DEMO_STATUS_MAP, lookbackDays: 30 };
  await tx.insert(brokerIntegrations).values([
    { ...common, advertiserId: fx.id, name: 'FX Prime — EU desk', endpoint: demoBrokerUrl(port, 'accept'), countries: ['DE', 'AT', 'CH', 'FR'], languages: ['de', 'en', 'fr'], timeZone: 'Europe/Berlin', workingHours: WEEKDAYS },
    { ...common, advertiserId: fx.id, name: 'FX Prime — UK desk', endpoint: 'https://api.fxprime.example/v2/leads', countries: ['GB'], languages: ['en'], timeZone: 'Europe/London', workingHours: WEEKDAYS, statusPull: { endpoint: 'https://api.fxprime.example/v2/leads/status', every_minutes: 15 } },
    { ...common, advertiserId: coin.id, name: 'CoinVault — LATAM', endpoint: demoBrokerUrl(port, 'picky'), countries: ['BR', 'MX', 'AR', 'FR'], languages: ['es', 'pt', 'fr'], timeZone: 'America/Sao_Paulo', timeoutMs: 15_000 },
    { ...common, advertiserId: coin.id, name: 'CoinVault — backup', kind: 'leverate', endpoint: 'https://coinvault.leverate.example/api/v1/register', countries: [], languages: [], status: IntegrationStatus.Paused },
  ]);
}
