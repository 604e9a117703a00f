/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SearchDocument } from '@site/site-formats/search';
import { addressWords, createSiteSearch, groupByKind, loadIndexParts, mergeIndexes } from './siteSearch';

const doc = (url: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  url,
  kind: 'feature',
  title: url.slice(1),
  description: '',
  headings: [],
  text: '',
  ...fields,
});

describe('mergeIndexes', () => {
  it("joins the remotes' parts, keeps a URL once and skips malformed entries", () => {
    const merged = mergeIndexes([
      { remote: 'mfe_marketing', documents: [doc('/timesheet'), doc('/chat')] },
      {
        remote: 'mfe_resources',
        documents: [
          doc('/timesheet', { title: 'a second claim' }),
          doc('/faq', { kind: 'help' }),
          { url: 'https://elsewhere.example.com/x', kind: 'help', title: 'x' },
          { url: '//elsewhere.example.com/x', kind: 'help', title: 'x' },
          { url: '/bad-kind', kind: 'nonsense', title: 'x' },
          null,
        ],
      },
    ]);
    expect(merged.map((document) => [document.url, document.title])).toEqual([
      ['/timesheet', 'timesheet'],
      ['/chat', 'chat'],
      ['/faq', 'faq'],
    ]);
  });
});

describe('the search', () => {
  const documents = [
    doc('/body-only', { title: 'Elsewhere', text: 'We talk about rostering here, once.' }),
    doc('/heading', { title: 'Another page', headings: ['Rostering that fits care'] }),
    doc('/title', { title: 'Rostering for care providers' }),
    doc('/sleepovers', { title: 'Shift types', kind: 'help', text: 'Sleepover shifts are paid as a flat allowance.' }),
    doc('/incident-management', { title: 'Incident Management for providers' }),
    doc('/communication', { title: 'Communication, forms and incident reporting', text: 'incident incident incident' }),
    doc('/ndis-industry', { kind: 'industry', title: 'For NDIS providers', text: 'Audit-ready records.' }),
    doc('/faq', { kind: 'help', title: 'Frequently Asked Questions', text: 'Is there a free trial? Yes, seven days.' }),
  ];

  it('ranks a match in the title above one in a heading above one in the text', async () => {
    const search = await createSiteSearch(documents);
    expect(search.search('rostering').map((result) => result.url)).toEqual(['/title', '/heading', '/body-only']);
  });

  it('ranks the page whose address names the words first', async () => {
    const search = await createSiteSearch(documents);
    expect(search.search('incident')[0]!.url).toBe('/incident-management');
    expect(search.search('faq').map((result) => result.url)).toEqual(['/faq']);
  });

  it('finds words by their beginning and despite a typo', async () => {
    const search = await createSiteSearch(documents);
    expect(search.search('sleep')[0]!.url).toBe('/sleepovers');
    expect(search.search('incidnet')[0]!.url).toBe('/incident-management');
    expect(search.search('rosterign')[0]!.url).toBe('/title');
  });

  it('needs every word, unless nothing has them all', async () => {
    const search = await createSiteSearch(documents);
    expect(search.search('ndis audit').map((result) => result.url)).toEqual(['/ndis-industry']);
    expect(search.search('ndis zebra').map((result) => result.url)).toEqual(['/ndis-industry']);
    expect(search.search('zebra')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
  });

  it('gives what a result needs to be shown, and at most the limit', async () => {
    const search = await createSiteSearch(documents);
    expect(search.search('free trial')[0]).toEqual({ url: '/faq', kind: 'help', title: 'Frequently Asked Questions', description: '' });
    expect(search.search('providers', 2)).toHaveLength(2);
    expect(search.documentCount).toBe(documents.length);
  });
});

describe('groupByKind', () => {
  it("groups by kind, the best result's group first, each keeping its order", () => {
    const result = (url: string, kind: SearchDocument['kind']) => ({ url, kind, title: url, description: '' });
    const groups = groupByKind([result('/a', 'feature'), result('/b', 'blog'), result('/c', 'feature'), result('/d', 'help')]);
    expect(groups.map((group) => [group.label, group.results.map((r) => r.url)])).toEqual([
      ['Features', ['/a', '/c']],
      ['Blog & resources', ['/b']],
      ['Help & support', ['/d']],
    ]);
  });
});

describe('addressWords', () => {
  it.each([
    ['/incident-management', 'incident management'],
    ['/', ''],
    ['/details?item=approve-timesheets', 'details approve timesheets'],
  ])('%s → "%s"', (url, words) => expect(addressWords(url)).toBe(words));
});

describe('loadIndexParts', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/pricing/search-index.json') {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ version: 1, documents: [doc('/pricing', { kind: 'pricing' })] }));
      } else {
        res.writeHead(503).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads each remote's index beside its manifest; one that fails only drops its own pages", async () => {
    const { parts, unavailable } = await loadIndexParts({
      remotes: [
        { name: 'mfe_pricing', entry: `${base}/pricing/mf-manifest.json` },
        { name: 'mfe_resources', entry: `${base}/resources/mf-manifest.json` },
        { name: 'mfe_forms', entry: 'http://127.0.0.1:1/mf-manifest.json' },
      ],
    });
    expect(parts).toEqual([{ remote: 'mfe_pricing', documents: [doc('/pricing', { kind: 'pricing' })] }]);
    expect(unavailable).toEqual(['mfe_resources', 'mfe_forms']);
  });
});
