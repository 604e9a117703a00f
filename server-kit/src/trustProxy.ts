/**
 * Which proxies a server believes about the client's address (Express's `trust proxy` setting),
 * from one environment variable, the same way for every server that reads a client address.
 *
 * `X-Forwarded-For` is written by whoever sent the request, visitors included. Only the entries
 * added by proxies we run can be believed, so the setting names those proxies: nothing (the
 * client connects directly), a hop count, or their addresses. Express (proxy-addr) then walks the
 * header from the right, past the trusted proxies, and `req.ip` is the first address it cannot
 * vouch for: the client as our own load balancer saw it, never a value the visitor typed.
 */
import proxyAddr from 'proxy-addr';

/** What `app.set('trust proxy', …)` receives: trust nobody, the nearest N hops, or these addresses. */
export type TrustProxySetting = false | number | readonly string[];

export class TrustProxyError extends Error {
  constructor(variable: string, raw: string, why: string) {
    super(`${variable}="${raw}" ${why}`);
    this.name = 'TrustProxyError';
  }
}

/**
 * Reads a trust-proxy value such as "", "none", "1", "loopback" or "10.0.0.0/8, 192.168.1.10".
 * `fallback` applies when the variable is unset or empty. `true` is refused: it would trust every
 * address in the header, which is exactly the visitor-chosen value this setting exists to ignore.
 */
export function parseTrustProxy(raw: string | undefined, fallback: TrustProxySetting, variable = 'TRUST_PROXY'): TrustProxySetting {
  const value = raw?.trim() ?? '';
  if (value === '') return fallback;
  if (value === 'none' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new TrustProxyError(
      variable,
      value,
      'would let any visitor choose their own address; give the number of proxies in front of this server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // Compiled once here only to refuse a typo at start-up rather than at the first request.
    proxyAddr.compile([...addresses]);
  } catch (error) {
    throw new TrustProxyError(
      variable,
      value,
      `is not a hop count or a list of addresses, CIDR ranges or loopback/linklocal/uniquelocal (${(error as Error).message})`,
    );
  }
  return addresses;
}

/** For start-up logs: what the setting means in words. */
export function describeTrustProxy(setting: TrustProxySetting): string {
  if (setting === false) return 'no proxy trusted: the client address is the connection’s';
  if (typeof setting === 'number') return `the nearest ${setting} proxy hop${setting === 1 ? '' : 's'} trusted`;
  return `proxies trusted: ${setting.join(', ')}`;
}
