import {
  MAX_PAGES_VIEWED,
  readVisitStart,
  recordPageView,
  recordVisitStart,
  submissionAttribution,
  VISIT_ATTRIBUTION_KEY,
  VISIT_PAGES_KEY,
} from './visitAttribution';

const here = (path: string): Location => {
  const url = new URL(path, 'https://www.site.example');
  return { pathname: url.pathname, search: url.search, origin: url.origin } as Location;
};

afterEach(() => window.sessionStorage.clear());

describe('visit attribution', () => {
  it("records the visit's first page, its utm_* and the referring site's origin only", () => {
    recordVisitStart(
      here('/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=roster&utm_content=ad&x=1'),
      'https://www.google.com/search?q=care+software',
    );
    expect(readVisitStart()).toEqual({
      landingPage: '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=roster&utm_content=ad&x=1',
      referrerOrigin: 'https://www.google.com',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring', term: 'roster', content: 'ad' },
    });
  });

  it('keeps the first landing page across later pages and ignores their utm_* and referrer', () => {
    recordVisitStart(here('/'), '');
    recordVisitStart(here('/features?utm_source=later'), 'https://other.example/page');
    expect(readVisitStart()).toEqual({ landingPage: '/' });
    expect(submissionAttribution(here('/free-trial'))).toEqual({ page: '/free-trial', landingPage: '/' });
  });

  it("does not count this site's own pages as a referrer", () => {
    recordVisitStart(here('/contact-us'), 'https://www.site.example/about');
    expect(readVisitStart()).toEqual({ landingPage: '/contact-us' });
  });

  it('keeps it in sessionStorage only, no cookie', () => {
    recordVisitStart(here('/'), '');
    expect(window.sessionStorage.getItem(VISIT_ATTRIBUTION_KEY)).not.toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('reads nothing from a missing or tampered record', () => {
    expect(readVisitStart()).toEqual({});
    window.sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, '{not json');
    expect(readVisitStart()).toEqual({});
    window.sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify({ landingPage: 7, utm: { source: 'ok', medium: {} } }));
    expect(readVisitStart()).toEqual({ utm: { source: 'ok' } });
  });

  it('keeps the pages of the visit in order, a reload once, and sends them with the form', () => {
    recordVisitStart(here('/?utm_campaign=spring'), '');
    for (const path of ['/?utm_campaign=spring', '/pricing', '/pricing', '/salesPage']) recordPageView(here(path));
    expect(submissionAttribution(here('/salesPage'))).toEqual({
      page: '/salesPage',
      landingPage: '/?utm_campaign=spring',
      utm: { campaign: 'spring' },
      pagesViewed: ['/?utm_campaign=spring', '/pricing', '/salesPage'],
    });
  });

  it('keeps only the latest pages of a long visit, and ignores a tampered trail', () => {
    for (let n = 1; n <= MAX_PAGES_VIEWED + 5; n += 1) recordPageView(here(`/blog/post-${n}`));
    const { pagesViewed } = submissionAttribution(here('/contact-us'));
    expect(pagesViewed).toHaveLength(MAX_PAGES_VIEWED);
    expect(pagesViewed?.at(-1)).toBe(`/blog/post-${MAX_PAGES_VIEWED + 5}`);
    window.sessionStorage.setItem(VISIT_PAGES_KEY, JSON.stringify(['/ok', 7, { path: '/x' }]));
    expect(submissionAttribution(here('/contact-us')).pagesViewed).toEqual(['/ok']);
    window.sessionStorage.setItem(VISIT_PAGES_KEY, 'not json');
    expect(submissionAttribution(here('/contact-us')).pagesViewed).toBeUndefined();
  });
});
