import { siteConfig } from './siteConfig';

/** Every string value of the config, with where it is. */
function values(node: unknown, at = 'siteConfig'): Array<[string, string]> {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((item, i) => values(item, `${at}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => values(value, `${at}.${key}`));
  return [];
}

it('holds fictitious contact details only: example.com addresses and links, numbers from ACMA’s ranges for fiction', () => {
  for (const [at, value] of values(siteConfig)) {
    if (value.includes('@') && !value.startsWith('https://'))
      expect([at, value]).toEqual([at, expect.stringMatching(/@[a-z.]*example\.com$/)]);
    if (/^https?:/.test(value)) expect([at, new URL(value).hostname]).toEqual([at, expect.stringMatching(/(^|\.)example\.com$/)]);
  }
  const { salesPhone, supportHotline, mobile } = siteConfig.contact;
  const phones = [salesPhone, supportHotline, mobile];
  // (02) 5550 xxxx and 0491 570 xxx are set aside for drama and fiction.
  for (const { tel } of phones) expect(tel).toMatch(/^\+61(25550\d{4}|491570\d{3})$/);
});
