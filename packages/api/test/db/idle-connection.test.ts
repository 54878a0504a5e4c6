import pg from 'pg';
import { openDatabase } from '../../src/db';
import { testDatabaseUrl } from '../helpers/env';

const adminUrl = testDatabaseUrl();
const onPostgres = adminUrl ? it : it.skip;

describe('a pooled PostgreSQL connection ended by the server', () => {
  onPostgres('is dropped and replaced, and the process goes on', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: adminUrl!, onIdleError: (error) => errors.push(error) });
    try {
      const query = async <T>(sql: string) => ((await database.db.execute(sql)) as unknown as { rows: T[] }).rows;
      const pid = (await query<{ pid: number }>('select pg_backend_pid() as pid'))[0]!.pid;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      for (let i = 0; i < 50 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);
      expect((await query<{ one: number }>('select 1 as one'))[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
