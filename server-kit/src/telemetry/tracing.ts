/**
 * The site's own spans, through the OpenTelemetry API only. Without the SDK (register.ts starts it
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) every call here is the API's no-op: no span is
 * recorded, nothing is propagated, `activeTraceparent()` is undefined.
 */
import { context, propagation, ROOT_CONTEXT, SpanStatusCode, trace, type Attributes, type Link, type Span } from '@opentelemetry/api';

const tracer = trace.getTracer('wattlecare-site');

export type { Attributes, Span };

export interface SpanOptions {
  readonly attributes?: Attributes;
  /** Start a new trace (not a child of the active span), e.g. a delivery of work another request accepted. */
  readonly root?: boolean;
  /** Spans this one follows from: the trace that accepted a submission, for its delivery. */
  readonly links?: readonly Link[];
}

/**
 * Runs `work` inside a new span, active for everything it calls (instrumented HTTP, pg and pino
 * calls included), ended when the promise settles; a rejection is recorded on the span and rethrown.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.root ? ROOT_CONTEXT : context.active();
  const spanOptions = {
    ...(options.attributes ? { attributes: options.attributes } : {}),
    ...(options.links ? { links: [...options.links] } : {}),
  };
  return tracer.startActiveSpan(name, spanOptions, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Sets attributes on the active span (the request's, inside a handler), if one is recording. */
export function setActiveSpanAttributes(attributes: Attributes): void {
  const span = trace.getActiveSpan();
  if (span?.isRecording()) span.setAttributes(attributes);
}

/** The active span's W3C `traceparent`, to store with work that is finished later (a submission's delivery). */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Sends the spans still buffered (the SDK exports in batches every few seconds), before a server
 * exits; nothing to do without tracing.
 */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const delegate = provider.getDelegate?.() as { forceFlush?: () => Promise<void> } | undefined;
  await delegate?.forceFlush?.().catch(() => undefined);
}

/** A link to the span a stored `traceparent` names; none when there is none or it does not parse. */
export function linksTo(traceparent: string | undefined | null): Link[] {
  if (!traceparent) return [];
  const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
  return spanContext && trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
}
