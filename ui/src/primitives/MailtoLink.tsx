import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long to wait for the mail app to take focus before offering the address instead. */
export const MAIL_CLIENT_CHECK_MS = 1000;

export interface MailtoLinkProps {
  readonly address: string;
  readonly subject?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * A mailto: link that notices when no mail app opened (the page still has focus a second later)
 * and then shows the address in a polite live region, instead of a blocking alert.
 */
export function MailtoLink({ address, subject, className, children = address }: MailtoLinkProps) {
  const [showHint, setShowHint] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <>
      <a
        href={href}
        className={className}
        onClick={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setShowHint(document.hasFocus()), MAIL_CLIENT_CHECK_MS);
        }}
      >
        {children}
      </a>
      <span role="status" aria-live="polite" data-testid="mailto-hint">
        {showHint ? ` If your e-mail app didn't open, please e-mail us at ${address}.` : ''}
      </span>
    </>
  );
}
