/** The server the PostgreSQL test suite runs on; the default is the local trust-auth cluster. */
export const pgAdminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
