import { users } from '../../server/db/schema';
import { fullPermissions } from '../../domain/permissions/defaults';
import type { TestApp } from '../serverApp';

/** A second administrator in the test database (the demo has one); answers its id. */
export async function insertTestAdmin(t: TestApp): Promise<number> {
  const email = `admin-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: 'x', userType: 0, firstName: 'Second', lastName: 'Admin', permissions: fullPermissions('admin') })
    .returning({ id: users.id });
  return row!.id;
}
