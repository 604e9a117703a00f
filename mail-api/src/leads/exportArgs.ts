import { parseArgs } from 'node:util';
import { requestForms, visitorForms } from '@site/form-schemas';

/** The command line of `npm run leads -w mail-api -- …`, checked; `cli.ts` does the work. */

/** A mistake in the command line or configuration: exit 2, the message and no stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type ExportFormat = 'csv' | 'json';

export interface ExportArgs {
  /** Epoch ms. */
  readonly since: number;
  /** The form's full name in the store, or undefined for every form. */
  readonly form: string | undefined;
  readonly format: ExportFormat;
  /** A file, or undefined for standard output. */
  readonly out: string | undefined;
}

/** A short name (the request forms' kind: demo, expert) or the full one, to the full one. */
const formNames: ReadonlyMap<string, string> = new Map([
  ...Object.values(visitorForms).map((form) => [form.name, form.name] as const),
  ...Object.entries(requestForms).map(([kind, form]) => [kind, form.name] as const),
]);

function formChoices(): string {
  return Object.values(visitorForms)
    .map((form) => {
      const short = [...formNames].filter(([alias, name]) => name === form.name && alias !== name).map(([alias]) => alias);
      return short.length > 0 ? `${form.name} (or ${short.join(', ')})` : form.name;
    })
    .join(', ');
}

export const leadsUsage = `Usage: npm run --silent leads -w mail-api -- export --since <date> [--form <form>] [--format csv|json] [--out <file>]

Writes the stored submissions (only what the retention period keeps) with their delivery state.

  --since <date>     Received on or after this: a day, 2026-11-01, meaning the start of that day
                     in UTC; or an ISO 8601 time with its offset, 2026-11-01T00:00:00+11:00. Required.
  --form <form>      One form only: ${formChoices()}.
  --format csv|json  csv (default): UTF-8 with a BOM and fixed columns, for Excel.
                     json: an array of objects, the fields nested as stored.
  --out <file>       Write to this file rather than standard output.
  -h, --help         Print this and exit.

The store is SUBMISSIONS_DB (SQLite, opened read-only: safe while the API runs) or DATABASE_URL
(PostgreSQL). Use --silent (or --out): without it npm prints its own header on standard output.
Exit status: 0 done; 2 a usage or configuration error; 1 the store could not be read or the file written.
`;

export function resolveForm(value: string): string {
  const name = formNames.get(value);
  if (name === undefined) throw new UsageError(`Unknown form "${value}": use ${formChoices()}`);
  return name;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// An offset is required: without one, Date would read the time in this machine's zone.
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `2026-11-01` (midnight UTC) or an ISO 8601 time with an offset, to epoch ms. */
export function parseSince(value: string): number {
  const day = dayPattern.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const at = Date.UTC(year, month - 1, date);
    // Date.UTC rolls 2026-02-30 over into March; a real day comes back as itself.
    if (new Date(at).toISOString().slice(0, 10) === value) return at;
  } else if (timestampPattern.test(value)) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return at;
  }
  throw new UsageError(
    `--since must be a day such as 2026-11-01 or an ISO 8601 time with its offset such as 2026-11-01T09:00:00+11:00, got "${value}"`,
  );
}

/** The checked arguments, or 'help'. Throws UsageError. */
export function parseExportArgs(argv: readonly string[]): ExportArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        form: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // parseArgs' own messages (unknown option, missing value) are clear; say where to look next.
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
  const { positionals, values } = parsed;
  if (values.help) return 'help';

  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError('Missing the command: leads export --since <date> (see --help)');
  if (command !== 'export') throw new UsageError(`Unknown command "${command}": the only one is export (see --help)`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra.join(' ')}" (see --help)`);
  if (values.since === undefined) throw new UsageError('--since is required, e.g. --since 2026-11-01 (see --help)');
  if (values.format !== 'csv' && values.format !== 'json') throw new UsageError(`--format must be csv or json, got "${values.format}"`);
  if (values.out === '') throw new UsageError('--out needs a file name');

  return {
    since: parseSince(values.since),
    form: values.form === undefined ? undefined : resolveForm(values.form),
    format: values.format,
    out: values.out,
  };
}
