/**
 * The lead export (issue 21):
 *
 *   npm run --silent leads -w mail-api -- export --since 2026-11-01 [--form demo] [--format csv|json] [--out leads.csv]
 *
 * Standard output carries the export and nothing else (logs and notes go to standard error), so it
 * can be redirected to a file. See `leadsUsage` in exportArgs.ts for the options and exit status.
 */
import { writeFile } from 'node:fs/promises';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { openStoreForExport } from '../store/openStore';
import { retentionNote } from '../store/retention';
import { leadsUsage, parseExportArgs, UsageError, type ExportArgs } from './exportArgs';
import { leadsCsv, leadsJson } from './exportFormat';

/** Usage and configuration mistakes (2) apart from a store or file that failed (1). */
const exitCodes = { usage: 2, failure: 1 } as const;

/** `now` (epoch ms) is when the export runs: the one reading of the clock, made by `main`. */
async function exportLeads(args: ExportArgs, config: Config, now: number): Promise<void> {
  // Synchronous, so nothing logged is lost when the process ends right after.
  const logger = createLogger(config.logLevel, pino.destination({ dest: 2, sync: true }));
  const retention = retentionNote(args.since, now, config.retentionDays);
  if (retention !== undefined) note(retention);
  const store = await openStoreForExport(config, logger);
  let submissions;
  try {
    submissions = await store.listSubmissions({ since: args.since, ...(args.form === undefined ? {} : { form: args.form }) });
  } finally {
    await store.close();
  }
  const text = args.format === 'csv' ? leadsCsv(submissions) : leadsJson(submissions);
  if (args.out === undefined) {
    await new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
  } else {
    await writeFile(args.out, text);
  }
  note(`${submissions.length} submission${submissions.length === 1 ? '' : 's'} exported${args.out === undefined ? '' : ` to ${args.out}`}`);
}

function note(line: string): void {
  process.stderr.write(`leads: ${line}\n`);
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseExportArgs(argv);
  if (args === 'help') {
    process.stdout.write(leadsUsage);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    // Its message lists each problem on a line of its own; here they share the one error line.
    if (error instanceof ConfigError) throw new UsageError(`invalid configuration: ${error.problems.join('; ')}`);
    throw error;
  }
  await exportLeads(args, config, Date.now());
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`leads: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = error instanceof UsageError ? exitCodes.usage : exitCodes.failure;
});
