/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parseTrustProxy, TrustProxyError, type TrustProxySetting } from './trustProxy';

describe('parseTrustProxy', () => {
  it('falls back when unset or empty, and reads none, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined, false)).toBe(false);
    expect(parseTrustProxy('  ', ['loopback'])).toEqual(['loopback']);
    expect(parseTrustProxy('none', ['loopback'])).toBe(false);
    expect(parseTrustProxy('0', ['loopback'])).toBe(false);
    expect(parseTrustProxy('2', false)).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,192.168.1.10', false)).toEqual(['loopback', '10.0.0.0/8', '192.168.1.10']);
  });

  it('refuses "true" and anything that is not an address, naming the variable', () => {
    expect(() => parseTrustProxy('true', false)).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('true', false)).toThrow('TRUST_PROXY="true" would let any visitor choose their own address');
    expect(() => parseTrustProxy('10.0.0.0/8, load-balancer', false, 'MAIL_TRUST_PROXY')).toThrow(
      /^MAIL_TRUST_PROXY="10.0.0.0\/8, load-balancer" is not a hop count or a list of addresses/,
    );
  });
});

describe('the setting in Express', () => {
  let server: Server;
  let setting: TrustProxySetting = false;

  beforeAll(async () => {
    const app = express();
    app.get('/ip', (req, res) => {
      app.set('trust proxy', setting);
      res.json({ ip: req.ip });
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function clientIp(trust: TrustProxySetting, forwardedFor: string): Promise<string> {
    setting = trust;
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/ip`, { headers: { 'X-Forwarded-For': forwardedFor } });
    return ((await response.json()) as { ip: string }).ip;
  }

  it('takes the address the trusted proxy saw, whatever the visitor put before it', async () => {
    const header = '203.0.113.9, 198.51.100.23';
    expect(await clientIp(false, header)).toBe('127.0.0.1');
    expect(await clientIp(parseTrustProxy('1', false), header)).toBe('198.51.100.23');
    expect(await clientIp(parseTrustProxy('loopback', false), header)).toBe('198.51.100.23');
    // Two hops: our CDN (198.51.100.23 in the header) and our load balancer (the connection).
    expect(await clientIp(parseTrustProxy('2', false), header)).toBe('203.0.113.9');
    // The connection is not one of the listed proxies: its own address counts.
    expect(await clientIp(parseTrustProxy('10.0.0.0/8', false), header)).toBe('127.0.0.1');
  });
});
