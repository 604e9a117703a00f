/**
 * Issue 33's proof that a form submission is one trace: the shell and the mail API run as the site
 * runs them (server-kit/processes: tsx plus the tracing preload) with OTLP export on, into a receiver
 * this test runs (OTLP/HTTP JSON). A newsletter post through the shell must give one trace holding
 * the shell's request, its forwarding, the mail API's request and the store's write; the delivery
 * (both SMTP sends) is a trace of its own linked to it; and both servers' log lines carry its id.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readinessUrl, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import type { ServiceName } from '@site/site-formats/topology';
import { eventually } from './testSupport/service';
import { freePort } from '@site/test-kit/free-port';
import { startSmtpServer, type TestSmtpServer } from './testSupport/smtpServer';

jest.setTimeout(60_000);

interface OtlpAttribute {
  readonly key: string;
  readonly value: { readonly stringValue?: string; readonly intValue?: number | string; readonly boolValue?: boolean };
}

interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  /** 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly links?: ReadonlyArray<{ readonly traceId: string; readonly spanId: string }>;
  readonly attributes?: readonly OtlpAttribute[];
}

interface ReceivedSpan extends OtlpSpan {
  readonly service: string;
}

interface OtlpTraces {
  readonly resourceSpans?: ReadonlyArray<{
    readonly resource?: { readonly attributes?: readonly OtlpAttribute[] };
    readonly scopeSpans?: ReadonlyArray<{ readonly spans?: readonly OtlpSpan[] }>;
  }>;
}

/** A local OTLP/HTTP receiver (JSON encoding) keeping every span it is sent. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const resource of body.resourceSpans ?? []) {
          const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const scope of resource.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

type LogLine = Record<string, unknown>;

describe('tracing a form submission (OpenTelemetry, OTLP export on)', () => {
  let dir: string;
  let smtp: TestSmtpServer;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const running: RunningService[] = [];
  let shellPort = 0;
  const output = new Map<ServiceName, string[]>();
  const logLines = (name: ServiceName): LogLine[] =>
    (output.get(name) ?? []).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-tracing-'));
    smtp = await startSmtpServer();
    receiver = await startOtlpReceiver();
    shellPort = await freePort();
    const mailApiPort = await freePort();
    const env = {
      SHELL_PORT: String(shellPort),
      MAIL_API_PORT: String(mailApiPort),
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Export within 100 ms of a span ending, not the default 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    const onLine = (name: ServiceName, line: string) => output.set(name, [...(output.get(name) ?? []), line]);
    const mailApi = startService('mailApi', {
      env: {
        ...env,
        HOST: '127.0.0.1',
        SMTP_URL: smtp.url,
        SUBMISSIONS_DB: path.join(dir, 'submissions.db'),
        OUTBOX_DIR: dir,
        DATABASE_URL: '',
        LEADS_WEBHOOK_URL: '',
      },
      onLine,
    });
    running.push(mailApi);
    const shell = startService('shell', {
      env: { ...env, MAIL_API_URL: `http://127.0.0.1:${mailApiPort}`, DEPLOY_ROOT: '', DIST_DIR: dir },
      onLine,
    });
    running.push(shell);
    await Promise.all([waitUntilReady(mailApi, readinessUrl('mailApi', env)), waitUntilReady(shell, readinessUrl('shell', env))]);
  });

  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
    await smtp.stop();
    await new Promise((resolve) => receiver.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one trace from the shell to the store, linked from the SMTP delivery, its id in both servers’ logs', async () => {
    const subscriber = 'trace.reader@example.com';
    const shellOrigin = `http://127.0.0.1:${shellPort}`;
    const response = await fetch(`${shellOrigin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: shellOrigin },
      body: JSON.stringify({ email: subscriber }),
    });
    expect(response.status).toBe(202);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => expect(smtp.received).toHaveLength(2));

    const { spans } = receiver;
    // The accepting trace: the one holding the mail API's store write.
    await eventually(() => expect(spans.find((span) => span.name === 'store submission')).toBeDefined(), 10_000);
    const stored = spans.find((span) => span.name === 'store submission')!;
    expect(stored.service).toBe('mail-api');
    const traceId = stored.traceId;
    await eventually(() => {
      const inTrace = spans.filter((span) => span.traceId === traceId);
      // The shell's request (server) and its forwarding (client), the mail API's request (server).
      expect(inTrace.filter((span) => span.service === 'shell').map((span) => span.kind)).toEqual(expect.arrayContaining([2, 3]));
      expect(inTrace.filter((span) => span.service === 'mail-api' && span.kind === 2)).toHaveLength(1);
    }, 10_000);
    const inTrace = spans.filter((span) => span.traceId === traceId);
    // One tree: every span's parent is in the trace, up to a single root, the shell's request.
    const ids = new Set(inTrace.map((span) => span.spanId));
    const roots = inTrace.filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId));
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ service: 'shell', kind: 2 });
    const mailApiRequest = inTrace.find((span) => span.service === 'mail-api' && span.kind === 2)!;
    const parentOf = (span: OtlpSpan) => inTrace.find((candidate) => candidate.spanId === span.parentSpanId);
    let ancestor: OtlpSpan | undefined = stored;
    while (ancestor && ancestor !== mailApiRequest) ancestor = parentOf(ancestor);
    expect(ancestor).toBe(mailApiRequest);
    expect(parentOf(mailApiRequest)).toMatchObject({ service: 'shell', kind: 3 });

    // The delivery: a trace of its own, linked to the accepting one, with both SMTP sends in it.
    await eventually(() => expect(spans.filter((span) => span.name === 'smtp send')).toHaveLength(2), 10_000);
    await eventually(() => expect(spans.find((span) => span.name === 'deliver e-mail')).toBeDefined(), 10_000);
    const delivery = spans.find((span) => span.name === 'deliver e-mail')!;
    expect(delivery.service).toBe('mail-api');
    expect(delivery.traceId).not.toBe(traceId);
    expect(delivery.links?.map((link) => link.traceId)).toEqual([traceId]);
    for (const send of spans.filter((span) => span.name === 'smtp send')) {
      expect(send).toMatchObject({ traceId: delivery.traceId, parentSpanId: delivery.spanId });
    }

    // The logs: both servers' request lines carry the trace id and the one request id.
    const shellLine = logLines('shell').find((line) => (line.req as { url?: string } | undefined)?.url === '/api/newsletter');
    const mailApiLine = logLines('mailApi').find((line) => (line.req as { url?: string } | undefined)?.url === '/api/newsletter');
    expect(shellLine).toMatchObject({ service: 'shell', trace_id: traceId, kind: 'api', req: { id: requestId }, res: { statusCode: 202 } });
    expect(mailApiLine).toMatchObject({ service: 'mail-api', trace_id: traceId, kind: 'form', req: { id: requestId } });
    expect(typeof shellLine?.responseTime).toBe('number');
    // Nothing the visitor typed reached either log.
    expect([...(output.get('shell') ?? []), ...(output.get('mailApi') ?? [])].join('\n')).not.toContain('trace.reader');
  });
});
