import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedArchivableMonth } from '../../server/db/seedArchives';
import { rowsOf } from '../../server/db/rows';
import { retireClickMonth } from '../../server/modules/archives/clickArchives';
import { retireRowMonths } from '../../server/modules/archives/rowArchives';
import { dropExpiredClicks } from '../../server/modules/tracker/partitions';
import { formatBytes, formatCount } from '../../src/ui/numberFormat';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The Archives screen against the real API (MSW → server app → this file's own database): two
// old click months are archived here as the retention run does it (the demo copies its earliest
// clicks into a month past CLICK_RETENTION_DAYS, then retention writes the month to ARCHIVE_DIR
// and drops it), then downloaded and restored through the screen.
const dir = mkdtempSync(join(tmpdir(), 'archives-ui-'));
const harness = setupRoleAppHarness({ ARCHIVE_DIR: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Archive {
  id: number;
  kind: string;
  period_start: string;
  file_name: string;
  rows: number;
  bytes: number;
  sha256: string;
  restored_at: string | null;
  restored_by_name: string | null;
}
const DAY = 86_400_000;
const archives = () => harness.api('POST', '/archives/list', { per_page: 100 }) as Promise<Archive[]>;
const archiveOf = async (fileName: string) => (await archives()).find((a) => a.file_name === fileName)!;

/** The month of `from` made and archived by retention: its clicks copied in as the demo does, then retired at a clock 181 days past its end. */
async function archiveMonth(from: Date) {
  const db = harness.testApp.database.db;
  await seedArchivableMonth(db, new Date(from.getTime() + 216 * DAY));
  const end = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1);
  const now = new Date(end + 181 * DAY);
  expect(await dropExpiredClicks(db, now, 180, (month) => retireClickMonth(db, dir, month, now))).toContain(
    `clicks_p${from.getUTCFullYear()}${String(from.getUTCMonth() + 1).padStart(2, '0')}`,
  );
}

beforeAll(async () => {
  await archiveMonth(new Date('2025-03-01T00:00:00Z'));
  await archiveMonth(new Date('2025-04-01T00:00:00Z'));
});

/** What axe finds wrong in the page as drawn (jsdom draws no colours: contrast is the e2e journeys' to check). */
async function axeViolations() {
  const scan = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(scan.passes.length).toBeGreaterThan(10);
  return scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
/** Testing Library reads a no-break space as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** The table row of a month, by its cell. */
const rowOf = async (month: string) => (await screen.findByRole('cell', { name: month })).closest('tr') as HTMLElement;

describe('archives for an admin', () => {
  /** what saveBlob hands the browser: the blob, and the link it clicks with the file name */
  const saved: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  it('lists the months, latest first, under Settings, says how archives are made, and downloads a month’s file with the session', async () => {
    const march = await archiveOf('clicks-2025-03.csv.gz');
    expect(march).toMatchObject({ kind: 'clicks', period_start: '2025-03-01', restored_at: null });
    expect(march.rows).toBeGreaterThan(0);
    const requests: string[] = [];
    harness.server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:archive'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    await harness.renderApp('admin', '/archives', { shell: true });
    const settings = await screen.findByRole('group', { name: 'Settings' });
    expect(await within(settings).findByRole('menuitem', { name: 'Archives' })).toBeInTheDocument();
    // how each family is archived: clicks, leads and the logs, with their retention variables
    const intro = (await screen.findByText(/^The daily retention run writes each month past its retention to a gzipped CSV file/)).closest('[role="alert"]') as HTMLElement;
    expect(within(intro).getByText(/^clicks after CLICK_RETENTION_DAYS \(180 days by default\): the month is dropped/)).toBeInTheDocument();
    expect(within(intro).getByText(/^leads after LEAD_RETENTION_DAYS \(365 days by default\): .+ contact details, request payload, push log and status history go to the file/)).toBeInTheDocument();
    expect(within(intro).getByText(/webhook deliveries after LOG_RETENTION_DAYS \(365 days by default\): the entries go to the file\.$/)).toBeInTheDocument();
    expect(intro).toHaveTextContent(/With the Archives feature off, old clicks are dropped without a file and leads and logs are kept\./);
    const row = await rowOf('March 2025');
    // the latest month first
    const months = screen.getAllByRole('row').map((r) => within(r).queryAllByRole('cell')[0]?.textContent).filter(Boolean);
    expect(months.slice(0, 2)).toEqual(['April 2025', 'March 2025']);
    expect(within(row).getByText('Clicks')).toBeInTheDocument();
    expect(within(row).getByText(formatCount(march.rows, 'en'))).toBeInTheDocument();
    expect(within(row).getByText(plain(formatBytes(march.bytes, 'en')))).toBeInTheDocument();
    expect(within(row).getByText('Archived')).toBeInTheDocument();
    for (const name of ['Month', 'Kind', 'Rows', 'Size', 'Written', 'Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Restore March 2025' })).toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);

    const link = within(row).getByRole('link', { name: 'Download clicks-2025-03.csv.gz' });
    expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`/api/admin/archives/${march.id}/download$`)));
    await userEvent.setup().click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toContain(`GET /api/admin/archives/${march.id}/download`);
    const bytes = Buffer.from(await saved[0]!.arrayBuffer());
    expect(bytes.length).toBe(march.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(march.sha256);
    expect(clicked).toEqual([{ href: 'blob:archive', download: 'clicks-2025-03.csv.gz' }]);
    harness.server.events.removeAllListeners();
  }, 60_000);

  it('restores a month only after Yes, and then reads Restored on … by …', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/archives');
    let row = await rowOf('March 2025');

    // No keeps it archived
    await user.click(await within(row).findByRole('button', { name: 'Restore March 2025' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore March 2025?')).toBeInTheDocument();
    expect(within(dialog).getByText(/come back to the click log \(and its exports\) for 7 days/)).toHaveTextContent(/The reports do not change/);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await archiveOf('clicks-2025-03.csv.gz')).restored_at).toBeNull();
    expect(within(row).getByText('Archived')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Restore March 2025' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('March 2025 restored: its clicks are in the click log for 7 days')).toBeInTheDocument();
    expect(await archiveOf('clicks-2025-03.csv.gz')).toMatchObject({ restored_by_name: 'Ada Admin', restored_at: expect.any(String) });
    // the row as the server now has it: its status, and no second Restore
    await waitFor(async () => expect(within(await rowOf('March 2025')).getByText(/^Restored on .+ by Ada Admin$/)).toBeInTheDocument());
    row = await rowOf('March 2025');
    expect(within(row).queryByRole('button', { name: /^Restore/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Download clicks-2025-03.csv.gz' })).toBeInTheDocument();
  }, 60_000);

  it('shows the server’s refusal when the file no longer matches what was written', async () => {
    // the refused call is logged by the http client; the screen's answer is the toast
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const april = await archiveOf('clicks-2025-04.csv.gz');
    appendFileSync(join(dir, april.file_name), 'tampered');
    await harness.renderApp('admin', '/archives');
    const row = await rowOf('April 2025');
    // by keyboard: the row's Restore takes the focus and Enter asks
    (await within(row).findByRole('button', { name: 'Restore April 2025' })).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The archive file clicks-2025-04.csv.gz has changed since it was written; it is not restored.')).toBeInTheDocument();
    expect((await archiveOf('clicks-2025-04.csv.gz')).restored_at).toBeNull();
    expect(within(await rowOf('April 2025')).getByText('Archived')).toBeInTheDocument();
  }, 60_000);

  it('reads in Russian', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/archives', { shell: true });
    const settings = await screen.findByRole('group', { name: 'Настройки' });
    expect(await within(settings).findByRole('menuitem', { name: 'Архивы' })).toBeInTheDocument();
    expect(await screen.findByText(/^Ежедневная очистка записывает каждый месяц, вышедший за срок хранения, в сжатый CSV-файл/)).toBeInTheDocument();
    expect(screen.getByText(/^лиды — после LEAD_RETENTION_DAYS \(по умолчанию 365 дней\)/)).toBeInTheDocument();
    const april = await rowOf('Апрель 2025 г.');
    expect(within(april).getByText('Клики')).toBeInTheDocument();
    expect(within(april).getByText('В архиве')).toBeInTheDocument();
    expect(within(april).getByRole('link', { name: 'Скачать clicks-2025-04.csv.gz' })).toBeInTheDocument();
    expect(await within(april).findByRole('button', { name: 'Восстановить архив за апрель 2025 г.' })).toBeInTheDocument();
    expect(within(await rowOf('Март 2025 г.')).getByText(/^Восстановлен .+ пользователем Ada Admin$/)).toBeInTheDocument();
    for (const name of ['Месяц', 'Вид', 'Строки', 'Размер', 'Записан', 'Состояние']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  });
});

describe('archives for a manager without the key', () => {
  it('are not in the menu', async () => {
    await harness.renderApp('manager', '/activity-log', { shell: true });
    const settings = await screen.findByRole('group', { name: 'Settings' });
    expect(await within(settings).findByRole('menuitem', { name: 'Activity log' })).toBeInTheDocument();
    expect(within(settings).queryByRole('menuitem', { name: 'Archives' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Archives' })).toBeNull();
    // the page drawn (its rows, or that there are none) before it closes
    await waitFor(() => expect(screen.queryAllByRole('row').length > 0 || screen.queryByText(/^Nothing logged yet/) !== null).toBe(true));
  });
});

describe('archives on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists each month as a card: its kind, rows, size, status and actions', async () => {
    const april = await archiveOf('clicks-2025-04.csv.gz');
    await harness.renderApp('admin', '/archives');
    const title = await screen.findByText('April 2025');
    expect(title.closest('table')).toBeNull();
    const card = title.closest('li') as HTMLElement;
    expect(within(card).getByText('Clicks')).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^${plain(formatCount(april.rows, 'en'))} rows · ${plain(formatBytes(april.bytes, 'en'))}`))).toBeInTheDocument();
    expect(within(card).getByText(/Archived/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download clicks-2025-04.csv.gz' })).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Restore April 2025' })).toBeInTheDocument();
    const march = (await screen.findByText('March 2025')).closest('li') as HTMLElement;
    expect(within(march).getByText(/Restored on .+ by Ada Admin/)).toBeInTheDocument();
    expect(within(march).queryByRole('button', { name: /^Restore/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

/** An archive of a kind whose files the server's retention writes elsewhere: its row as written, no file behind it. */
async function insertArchive(kind: string, fileName: string, month: string) {
  await harness.testApp.database.db.execute(sql`
    INSERT INTO archives (kind, period_start, period_end, file_name, rows, bytes, sha256, created_at)
    VALUES (${kind}, ${`${month}-01`}::date, (${`${month}-01`}::date + interval '1 month')::date, ${fileName}, 42, 2048, ${'0'.repeat(64)}, now())`);
}
/** The options of the open select, without its empty "every kind" one. */
const optionNames = async () => within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent?.trim()).filter(Boolean);
const EN_KINDS = ['Clicks', 'Leads', 'Activity log', 'Security log', 'Postback processing log', 'Received postbacks', 'Webhook deliveries'];

describe('archives of leads and logs', () => {
  beforeAll(async () => {
    await insertArchive('leads', 'leads-2024-01.csv.gz', '2024-01');
    await insertArchive('activity_log', 'activity-log-2024-02.csv.gz', '2024-02');
    await insertArchive('webhook_deliveries', 'webhook-deliveries-2024-03.csv.gz', '2024-03');
  });

  it('name their kind, and the kind filter narrows the list to one kind', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/archives');
    expect(within(await rowOf('January 2024')).getByText('Leads')).toBeInTheDocument();
    expect(within(await rowOf('February 2024')).getByText('Activity log')).toBeInTheDocument();
    expect(within(await rowOf('March 2024')).getByText('Webhook deliveries')).toBeInTheDocument();
    expect(within(await rowOf('April 2025')).getByText('Clicks')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    expect(await optionNames()).toEqual(EN_KINDS);
    await user.click(screen.getByRole('option', { name: 'Leads' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'April 2025' })).toBeNull(), { timeout: 3000 });
    const rows = screen.getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Leads')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Download leads-2024-01.csv.gz' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // a kind with no archive says so, not that nothing was ever archived
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Postback processing log' }));
    expect(await screen.findByText('No archives of this kind yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'January 2024' })).toBeNull();
    expect((await archives()).map((a) => a.kind).sort()).toEqual(['activity_log', 'clicks', 'clicks', 'leads', 'webhook_deliveries']);
  }, 60_000);

  it('ask before a restore in the words of their kind', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/archives');

    await user.click(await within(await rowOf('January 2024')).findByRole('button', { name: 'Restore Leads of January 2024' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore Leads of January 2024?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The contact details, request payload, push log and status history of the leads of January 2024 come back for 7 days; then the retention run archives them again. The reports do not change: the leads kept what they count.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await rowOf('February 2024')).getByRole('button', { name: 'Restore Activity log of February 2024' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore Activity log of February 2024?')).toBeInTheDocument();
    expect(within(dialog).getByText('The entries of “Activity log” of February 2024 come back to the log for 7 days; then the retention run archives the month again.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await archives()).filter((a) => a.restored_at !== null).map((a) => a.file_name)).toEqual(['clicks-2025-03.csv.gz']);
  }, 60_000);

  it('restore a month of the activity log from its file: its entries come back to the log', async () => {
    // two entries of June 2023, archived as the daily run does it a year and a day later
    const db = harness.testApp.database.db;
    const june = sql`created_at >= '2023-06-01T00:00:00Z' AND created_at < '2023-07-01T00:00:00Z'`;
    const entries = async () => rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM activity_log WHERE ${june}`))[0]!.n;
    await db.execute(sql`INSERT INTO activity_log (actor_id, type, entity, entity_id, changes, created_at) VALUES
      (NULL, 'offer_updated', 'offer', '1', '{"name":{"before":"A","after":"B"}}'::jsonb, '2023-06-10T12:00:00Z'),
      (NULL, 'offer_updated', 'offer', '1', '{"name":{"before":"B","after":"C"}}'::jsonb, '2023-06-20T12:00:00Z')`);
    expect(await retireRowMonths(db, dir, { leads: 36_500, logs: 365 }, new Date('2024-07-02T00:00:00Z'))).toEqual(['activity-log-2023-06.csv.gz']);
    expect(await entries()).toBe(0);

    const user = userEvent.setup();
    await harness.renderApp('admin', '/archives');
    const row = await rowOf('June 2023');
    expect(within(row).getByText('Activity log')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await user.click(await within(row).findByRole('button', { name: 'Restore Activity log of June 2023' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('June 2023 restored: its entries are back in “Activity log” for 7 days')).toBeInTheDocument();
    expect(await entries()).toBe(2);
    expect(await archiveOf('activity-log-2023-06.csv.gz')).toMatchObject({ kind: 'activity_log', rows: 2, restored_by_name: 'Ada Admin', restored_at: expect.any(String) });
    await waitFor(async () => expect(within(await rowOf('June 2023')).getByText(/^Restored on .+ by Ada Admin$/)).toBeInTheDocument());
    expect(within(await rowOf('June 2023')).queryByRole('button', { name: /^Restore/ })).toBeNull();
  }, 60_000);

  it('read in Russian: the kinds, the filter and the question', async () => {
    localStorage.setItem('language', 'ru');
    const user = userEvent.setup();
    await harness.renderApp('admin', '/archives');
    expect(within(await rowOf('Январь 2024 г.')).getByText('Лиды')).toBeInTheDocument();
    expect(within(await rowOf('Февраль 2024 г.')).getByText('Журнал действий')).toBeInTheDocument();
    expect(within(await rowOf('Март 2024 г.')).getByText('Доставки вебхуков')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Вид' }));
    expect(await optionNames()).toEqual(['Клики', 'Лиды', 'Журнал действий', 'Журнал безопасности', 'Журнал обработки постбэков', 'Полученные постбэки', 'Доставки вебхуков']);
    await user.click(screen.getByRole('option', { name: 'Журнал действий' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Январь 2024 г.' })).toBeNull(), { timeout: 3000 });
    const row = await rowOf('Февраль 2024 г.');
    await user.click(within(row).getByRole('button', { name: 'Восстановить архив «Журнал действий» за февраль 2024 г.' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Записи раздела «Журнал действий» за февраль 2024 г. вернутся в журнал на 7 дней, после чего очистка снова заархивирует месяц.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  describe('on a phone (375 px)', () => {
    atScreenWidth(375);

    it('the kind filter narrows the cards too', async () => {
      const user = userEvent.setup();
      await harness.renderApp('admin', '/archives');
      const card = (await screen.findByText('February 2024')).closest('li') as HTMLElement;
      expect(within(card).getByText('Activity log')).toBeInTheDocument();
      expect(await within(card).findByRole('button', { name: 'Restore Activity log of February 2024' })).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'Kind' }));
      await user.click(await screen.findByRole('option', { name: 'Webhook deliveries' }));
      await waitFor(() => expect(screen.queryByText('February 2024')).toBeNull(), { timeout: 3000 });
      const only = (await screen.findByText('March 2024')).closest('li') as HTMLElement;
      expect(within(only).getByText('Webhook deliveries')).toBeInTheDocument();
      expect(screen.queryByText('April 2025')).toBeNull();
      expect(await axeViolations()).toEqual([]);
    }, 60_000);
  });
});

describe('archives before any month passed the retention', () => {
  it('explain that none has yet', async () => {
    await harness.testApp.database.db.execute(sql`DELETE FROM archives`);
    await harness.renderApp('admin', '/archives');
    expect(await screen.findByText(/^No archives yet: no month of clicks, leads or logs has passed its retention \(CLICK_RETENTION_DAYS, 180 days by default; LEAD_RETENTION_DAYS and LOG_RETENTION_DAYS, 365 days\)/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
