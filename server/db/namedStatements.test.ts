import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { pgAdminUrl } from '../../test/pgUrl';
import { testDbKind } from '../../test/testDb';
import { nameStatements } from './namedStatements';

// PostgreSQL only: PGlite has no connections to prepare statements on.
describe.skipIf(testDbKind() !== 'pg')('statements named on each PostgreSQL connection', () => {
  let pool: pg.Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  const prepared = async (client: pg.PoolClient) =>
    (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time')).rows.map((r) => r.statement);

  it('prepares a parameterised statement once and answers every call from it', async () => {
    pool = new pg.Pool({ connectionString: pgAdminUrl(), max: 1 });
    nameStatements(pool);
    const client = await pool.connect();
    try {
      const answers = [];
      for (const n of [1, 2, 3]) answers.push((await client.query({ text: 'SELECT $1::int * 10 AS n', values: [n] })).rows[0]);
      // drizzle passes the values beside the statement, not in it
      answers.push((await client.query({ text: 'SELECT $1::int * 10 AS n' }, [4])).rows[0]);
      expect(answers).toEqual([{ n: 10 }, { n: 20 }, { n: 30 }, { n: 40 }]);
      expect(await prepared(client)).toEqual(['SELECT $1::int * 10 AS n']);
      // a statement without parameters stays unnamed
      await client.query('SELECT 1');
      // and a query object of its own (a cursor is one) runs as it is, unnamed
      const own = await new Promise<unknown>((resolve, reject) => client.query(new pg.Query('SELECT $1::int * 100 AS n', [5], (error: Error | undefined, result: pg.QueryResult) => (error ? reject(error) : resolve(result.rows[0])))));
      expect(own).toEqual({ n: 500 });
      expect(await prepared(client)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('names at most its limit of texts on a connection and runs the rest unnamed, with the same answers', async () => {
    pool = new pg.Pool({ connectionString: pgAdminUrl(), max: 1 });
    nameStatements(pool, 2);
    const client = await pool.connect();
    try {
      const texts = ['SELECT $1::int + 1 AS n', 'SELECT $1::int + 2 AS n', 'SELECT $1::int + 3 AS n'];
      const answers = [];
      for (let round = 0; round < 2; round++) for (const text of texts) answers.push((await client.query({ text, values: [round] })).rows[0].n);
      expect(answers).toEqual([1, 2, 3, 2, 3, 4]);
      expect(await prepared(client)).toEqual(texts.slice(0, 2));
    } finally {
      client.release();
    }
  });

  it('prepares again after a statement failed to parse inside an aborted transaction', async () => {
    pool = new pg.Pool({ connectionString: pgAdminUrl(), max: 1 });
    nameStatements(pool);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query({ text: 'SELECT $1::int FROM no_such_table', values: [1] })).rejects.toThrow(/no_such_table/);
      await client.query('ROLLBACK');
      await expect(client.query({ text: 'SELECT $1::int FROM no_such_table', values: [1] })).rejects.toThrow(/no_such_table/);
      expect((await client.query({ text: 'SELECT $1::int AS n', values: [7] })).rows).toEqual([{ n: 7 }]);
    } finally {
      client.release();
    }
  });
});
