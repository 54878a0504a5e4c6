/**
 * `pnpm refdata:import --unlocode FILE.csv [--unlocode PART2.csv …]`
 *
 * Loads an official UN/LOCODE release (the CSV files UNECE publishes, CodeListPart1–3) into
 * the seaports and cities sets of the configured database (DATABASE_URL, else the embedded
 * database in DATA_DIR — stop the server first: PGlite allows one process). Idempotent:
 * importing the same files again changes nothing. Prints what changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, runMigrations } from '../src/db';
import { createReferenceService, loadReferenceData } from '../src/modules/references';
import { decodeUnlocodeFile, parseUnlocodeCsv, UnlocodeFormatError, type UnlocodeEntry } from '../src/reference-data/unlocode';

const USAGE = 'usage: pnpm refdata:import --unlocode FILE.csv [--unlocode FILE2.csv …]';

function files(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--unlocode' && argv[i + 1]) out.push(argv[(i += 1)]!);
    else if (arg.startsWith('--unlocode=')) out.push(arg.slice('--unlocode='.length));
    else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (out.length === 0) throw new Error(USAGE);
  // pnpm runs the script in packages/api: a relative path is the caller's.
  return out.map((f) => path.resolve(process.env.INIT_CWD ?? process.cwd(), f));
}

async function main() {
  const paths = files(process.argv.slice(2));
  const entries: UnlocodeEntry[] = [];
  for (const file of paths) {
    const parsed = parseUnlocodeCsv(decodeUnlocodeFile(readFileSync(file)));
    console.log(`${path.basename(file)}: ${parsed.length} locations, ${parsed.filter((e) => e.isPort).length} ports`);
    entries.push(...parsed);
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await loadReferenceData(database.db); // the packaged sources first, so an import is never overwritten by them
    const result = await createReferenceService(database.db).importUnlocode(entries);
    const line = (set: 'seaports' | 'cities') =>
      `${set}: ${result[set].inserted} added, ${result[set].updated} updated, ${result[set].unchanged} unchanged (hash ${result.hash[set]})`;
    console.log(line('seaports'));
    console.log(line('cities'));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof UnlocodeFormatError || (error as NodeJS.ErrnoException)?.code === 'ENOENT';
  process.stderr.write(`refdata:import failed: ${known || !(error instanceof Error) ? String((error as Error)?.message ?? error) : error.stack}\n`);
  process.exit(1);
});
