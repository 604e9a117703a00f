import { Button, LabelLink, SiteLink, defineIsland, targetClassNames, useAddress, useNavigateTo } from '@site/ui';
import { siteConfig } from '@site/site-config';
import { useEffect, useId, type SubmitEvent } from 'react';
import { useSiteSearch } from './loadSiteSearch';
import { searchPagePath, SEARCH_PATH } from '../../shared/searchPath';
import { groupByKind } from './siteSearch';
import styles from './SearchPage.module.css';

/** Where a visitor who found nothing is likely to find help. */
const SUGGESTED_LABELS = ['Pricing', 'FAQ', 'Support Documentation', 'Book a Demo', 'Contact Us'] as const;

const searchTitle = (query: string) =>
  query ? `Search results for “${query}” | ${siteConfig.brand.name}` : `Search | ${siteConfig.brand.name}`;

/**
 * The search form and its results. The query lives in the address, so the page works on reload
 * and can be shared; the form is a plain GET form (it works before any script). The server's HTML
 * is the same for every search: with a query the island renders at load, once the index is there.
 */
function SearchResults() {
  const { search } = useAddress();
  const navigate = useNavigateTo();
  const inputId = useId();
  const query = (new URLSearchParams(search).get('q') ?? '').trim();
  const { state, prepare } = useSiteSearch();

  useEffect(() => {
    if (query) prepare();
    document.title = searchTitle(query);
  }, [query, prepare]);

  const groups = state.status === 'ready' && query ? groupByKind(state.search.search(query, 50)) : [];
  const count = groups.reduce((total, group) => total + group.results.length, 0);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    navigate(typeof value === 'string' && value.trim() ? searchPagePath(value) : SEARCH_PATH);
  };

  return (
    <>
      <form role="search" action={SEARCH_PATH} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId}>Search the site</label>
        <div className={styles.field}>
          <input id={inputId} key={query} name="q" type="search" defaultValue={query} enterKeyHint="search" autoComplete="off" />
          <Button type="submit">Search</Button>
        </div>
      </form>

      <div role="status" className={styles.summary}>
        {!query
          ? ''
          : state.status === 'failed'
            ? 'Search is unavailable just now. Please try again in a moment.'
            : state.status !== 'ready'
              ? 'Searching…'
              : count === 0
                ? `No pages match “${query}”.`
                : `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”.`}
      </div>
      {state.status === 'ready' && state.search.unavailable.length > 0 && query && (
        <p className={styles.note}>
          Some parts of the site can’t be searched just now, so a few pages may be missing. Try again in a moment.
        </p>
      )}

      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${inputId}-${group.kind}`} className={styles.group}>
          <h2 id={`${inputId}-${group.kind}`}>{group.label}</h2>
          <ul className={styles.results}>
            {group.results.map((result) => (
              <li key={result.url}>
                <SiteLink to={result.url} className={styles.resultLink}>
                  {result.title}
                </SiteLink>
                {result.description && <p>{result.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}

      {query && state.status === 'ready' && count === 0 && (
        <section aria-labelledby={`${inputId}-help`} className={styles.group}>
          <h2 id={`${inputId}-help`}>Try one of these</h2>
          <p>Check the spelling, try a broader word such as “roster” or “timesheet”, or go straight to:</p>
          <ul className={styles.suggestions}>
            {SUGGESTED_LABELS.map((label) => (
              <li key={label}>
                <LabelLink label={label} className={targetClassNames.inline} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export const SearchResultsIsland = defineIsland(
  { owner: 'shell', name: 'SearchResults', hydrate: 'interaction', readsQuery: true },
  SearchResults,
);

/** `/search?q=…`: every match, grouped by kind. */
export function SearchPage() {
  return (
    <div className={styles.page}>
      <title>{searchTitle('')}</title>
      <meta
        name="description"
        content={`Search the ${siteConfig.brand.name} website: product, roles, industries, features, pricing, blog and help.`}
      />
      <meta name="robots" content="noindex" />
      <h1>Search</h1>
      <SearchResultsIsland />
    </div>
  );
}
