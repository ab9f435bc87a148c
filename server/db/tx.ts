import type { Db } from './client';

/** A transaction or the database: repositories write inside the caller's transaction when given one. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'>;
