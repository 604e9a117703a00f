/**
 * Tracing preload (`node --import tsx --import <this file>`, see processes.ts): starts the
 * OpenTelemetry SDK before the server's modules load, so the http, express, pg, pino and undici
 * (fetch) instrumentations can patch them. Only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: otherwise nothing is loaded at all and the API's
 * no-op tracer is all the servers see, which costs nothing measurable (docs/operations.md: "Logs and traces").
 */
import { tracingEndpoint } from './tracingEndpoint';

if (tracingEndpoint(process.env)) {
  // Loaded only when tracing is on: the SDK and the instrumentations are a few MB of code.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./sdk');
}
