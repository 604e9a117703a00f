import { useNavigateTo } from '@site/ui';
import { useEffect, useRef } from 'react';
import styles from './ArticleBody.module.css';

/** A plain left click on a link to another page of this site, which the router can open without a reload. */
function sitePageLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A heading anchor on this page: the browser scrolls to it.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}

/**
 * Long-form text a writer wrote in Markdown, rendered at build time (devkit/src/markdown): the
 * HTML holds no markup from the file itself, so it is inserted as it is. Links to other pages of
 * the site go through the router, like every other link.
 */
export function ArticleBody({ html }: { readonly html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const navigate = useNavigateTo();
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const url = sitePageLink(event);
      if (!url) return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  return <div ref={body} className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
