/**
 * The OpenTelemetry SDK as the site's servers run it (loaded by register.ts only when tracing is on):
 * traces of HTTP in and out (node:http, and fetch through undici), Express routing, PostgreSQL queries
 * and the site's own spans (tracing.ts), W3C trace context propagated on every outgoing request, and
 * `trace_id`/`span_id` added to pino's lines. Exported over OTLP as the standard OTEL_* variables say
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL: http/protobuf by default, http/json, grpc).
 * Traces only: metrics are Prometheus' (/metrics) and logs are the JSON lines on stdout.
 */
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Probes and scrapes: a span each every few seconds would bury the visitors' traces. */
const UNTRACED_PATHS = new Set(['/health', '/api/health', '/metrics']);

function startTracing(env: NodeJS.ProcessEnv): NodeSDK {
  // Set unless the operator chose otherwise: the SDK would otherwise export metrics and logs over OTLP too.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || env.SITE_SERVICE?.trim() || 'wattlecare-site',
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      // Routes and handlers, not each middleware (helmet, compression…: a dozen spans per request that say little).
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new PgInstrumentation({ requireParentSpan: true }),
      // Adds trace_id/span_id to log lines; the lines themselves stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  return sdk;
}

// Required by register.ts only when tracing is on: loading this module starts it.
startTracing(process.env);
