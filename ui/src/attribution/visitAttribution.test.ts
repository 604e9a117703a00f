import { readVisitStart, recordVisitStart, submissionAttribution, VISIT_ATTRIBUTION_KEY } from './visitAttribution';

const here = (path: string): Location => {
  const url = new URL(path, 'https://www.site.example');
  return { pathname: url.pathname, search: url.search, origin: url.origin } as Location;
};

afterEach(() => window.sessionStorage.clear());

describe('visit attribution', () => {
  it("records the visit's first page, its utm_* and the referring site's origin only", () => {
    recordVisitStart(here('/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=roster&utm_content=ad&x=1'), 'https://www.google.com/search?q=care+software');
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
});
