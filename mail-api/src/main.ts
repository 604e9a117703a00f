import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsTokenFromEnv } from '@site/server-kit/metrics';
import { signalReady } from '@site/server-kit/static-server';
import { flushTraces } from '@site/server-kit/telemetry';
import { ConfigError, loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import { startMailApiService, type MailApiService } from './service';
import { StoreUnavailableError } from './store/openStore';
import { StoreLockedError } from './store/sqliteStore';

const forceExitAfterMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const service = await startMailApiService({ config, logger, metricsToken: metricsTokenFromEnv(), processMetrics: true });
  const { mailer } = service;
  const server = createServer(service.app);

  server.once('error', (error) => {
    logger.fatal({ err: error }, 'Server failed to start');
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const url = `http://${displayHost(config.host)}:${port}`;
    logger.info({ url, mail: mailer.describe() }, 'mail-api listening');
    // One plain line for people reading the terminal (the JSON logs are for machines).
    process.stdout.write(`mail-api listening on ${url} — mail goes to ${mailer.describe()}\n`);
    signalReady();
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      logger.warn({ signal }, 'Second signal, exiting immediately');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    setTimeout(() => {
      logger.error('Shutdown took longer than 10 s, forcing exit');
      process.exit(1);
    }, forceExitAfterMs).unref();
    // The last deliveries' spans go out before the exit (tracing on).
    void shutdown(server, service, logger)
      .then(flushTraces)
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Stop accepting, let in-flight requests finish (their submissions get stored), then stop the
 * delivery worker once its sends under way are recorded, and close the transport and database.
 * Anything still pending stays in the database for the next start.
 */
async function shutdown(server: Server, service: MailApiService, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets would hold close() open; idle ones go now, busy ones once their response is sent.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await closed;
  clearInterval(sweep);
  await service.stop();
  logger.info('Stopped');
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

main().catch((error: unknown) => {
  // Configuration mistakes are the usual cause; print them plainly, without a stack trace.
  const plain = error instanceof ConfigError || error instanceof StoreLockedError || error instanceof StoreUnavailableError;
  process.stderr.write(`${plain ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
