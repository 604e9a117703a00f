import { useEffect, useRef } from 'react';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { targetClassNames } from '../primitives/Target';
import { siteConfig } from '@site/site-config';
import styles from './RemoteUnavailable.module.css';

export interface RemoteUnavailableProps {
  /** Tries to load and mount the part again. */
  readonly onRetry: () => void;
  /** A small widget (footer box, dialog) rather than the page: short text, focus left alone. */
  readonly compact?: boolean;
}

/** Shown in place of a part of the site that failed to load or crashed; the rest keeps working. */
export function RemoteUnavailable({ onRetry, compact = false }: RemoteUnavailableProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A failed page takes focus so keyboard and screen-reader users learn what happened; a widget
  // must not pull focus away from where the visitor is.
  useEffect(() => {
    if (!compact) headingRef.current?.focus();
  }, [compact]);
  if (compact) {
    return (
      <div className={styles.compact} role="alert" data-testid="remote-unavailable">
        <p>This part of the site is unavailable right now.</p>
        <Button size="small" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.box} role="alert" data-testid="remote-unavailable">
      <h2 ref={headingRef} tabIndex={-1}>
        This part of the site is unavailable
      </h2>
      <p>
        We couldn&rsquo;t load this page just now. Please try again in a moment. If you need us straight away, call{' '}
        <a href={`tel:${siteConfig.contact.salesPhone.tel}`}>{siteConfig.contact.salesPhone.display}</a> or e-mail{' '}
        <a href={`mailto:${siteConfig.mailboxes.enquiries}`}>{siteConfig.mailboxes.enquiries}</a>.
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>
          <Icon name="refresh" /> Try again
        </Button>
        {/* A plain link: this fallback may render outside any router, and a fresh load is what helps. */}
        <a href="/" className={targetClassNames.inline}>
          Go to the home page
        </a>
      </div>
    </div>
  );
}
