import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { siteConfig } from '../config/site';
import styles from './RemoteUnavailable.module.css';

export interface RemoteUnavailableProps {
  /** Tries to load and mount the part again. */
  readonly onRetry: () => void;
}

/** Shown in place of a part of the site that failed to load or crashed; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users learn what happened.
  useEffect(() => headingRef.current?.focus(), []);
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
        <Link to="/">Go to the home page</Link>
      </div>
    </div>
  );
}
