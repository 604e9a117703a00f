/**
 * The servers' JSON log lines made readable for a person at a terminal (`npm start`): level, time,
 * message and the fields that matter, one line each (pino-pretty). Log files and collectors keep JSON.
 */
import { prettyFactory } from 'pino-pretty';

const PM2_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d: /;

/** A formatter of one output line: a pino JSON line becomes readable, anything else stays as it is. */
export function readableLogLines({ colorize }: { readonly colorize: boolean }): (line: string) => string {
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // A request's line says what it was first: `GET /pricing 200 12 ms request completed`.
    messageFormat: '{if req.method}{req.method} {req.url} {res.statusCode} {responseTime} ms {end}{msg}',
    // The terminal's prefix names the service already; pid and host are the same on every line.
    ignore: 'pid,hostname,service,req.method,req.url,req.remoteAddress,res,responseTime',
  });
  return (line) => {
    // PM2 puts its own timestamp first (`time: true`); a JSON line has one of its own, shown instead.
    const json = line.replace(PM2_TIMESTAMP, '');
    if (!json.startsWith('{"level":')) return line;
    try {
      return pretty(JSON.parse(json) as object).replace(/\n$/, '');
    } catch {
      return line;
    }
  };
}
