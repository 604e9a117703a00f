/**
 * Same-origin `/api/*` to the mail API. Before compression and body parsing: the proxy streams
 * requests and responses untouched, except the forwarding headers: the mail API (which trusts this
 * server) gets exactly one address, the client as the app's `trust proxy` decided, so a made-up
 * X-Forwarded-For changes nothing in its rate limits or logs.
 */
import type express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REQUEST_ID_HEADER } from '@site/server-kit/telemetry';

/** Headers through which a client could name its own address or origin; the mail API gets ours instead. */
const clientSuppliedForwardingHeaders = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

export function apiProxy(mailApiUrl: string): express.RequestHandler {
  return createProxyMiddleware<express.Request, express.Response>({
    target: mailApiUrl,
    pathFilter: '/api',
    proxyTimeout: 15_000,
    on: {
      proxyReq(proxyReq, req) {
        for (const header of clientSuppliedForwardingHeaders) proxyReq.removeHeader(header);
        if (req.ip !== undefined) proxyReq.setHeader('X-Forwarded-For', req.ip);
        proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
        proxyReq.setHeader('X-Forwarded-Host', req.host);
        // One request id across both servers' logs (the trace context is added by OpenTelemetry, when on).
        const { id } = req as { id?: unknown };
        if (typeof id === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, id);
      },
      error(_error, _req, res) {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'The mail service is unavailable. Please try again later.' }));
        }
      },
    },
  });
}
