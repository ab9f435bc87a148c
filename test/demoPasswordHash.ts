import { hashPassword } from '../server/auth/passwords';
import { DEMO_PASSWORD } from '../server/db/seed';

/**
 * The demo password's hash in the test databases: scrypt at N=2^10 instead of the stored default
 * 2^17. A sign-in reads the cost from the hash it verifies, so it runs the same code as in
 * production; it takes about a millisecond of a core instead of a third of a second, and the suite
 * signs in thousands of times. Accounts the tests create through the API are hashed at full cost.
 */
export const demoPasswordHash = () => hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
