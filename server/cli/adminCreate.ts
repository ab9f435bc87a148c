import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isEmail } from '../../domain/validators/contact';
import { createOrRestoreAdmin, MIN_ADMIN_PASSWORD } from '../auth/firstAdmin';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/** The password from a prompt that does not echo (a terminal) or the first line of stdin (a pipe). */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write('Password: ');
  input.setRawMode(true);
  input.resume();
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    input.on('data', onData);
  });
}

/**
 * npm run admin:create -- --email you@example.com: makes an active administrator, or restores an
 * existing account as one with a new password. Uses DATABASE_URL / DATA_DIR like the server (with
 * PGlite, stop the server first: one process owns the data folder).
 */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) throw new Error('Usage: npm run admin:create -- --email you@example.com (the password is prompted, or read from stdin)');
  const password = await readPassword();
  if (password.length < MIN_ADMIN_PASSWORD) throw new Error(`The password must be at least ${MIN_ADMIN_PASSWORD} characters.`);
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const outcome = await createOrRestoreAdmin(database.db, { email, password }, new Date());
    console.log(outcome === 'created' ? `Created the administrator ${email}.` : `${email} is an active administrator again, with the new password.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
