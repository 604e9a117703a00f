/** How long to wait for the mail app to take focus before offering the address instead. */
export const MAIL_CLIENT_CHECK_MS = 1000;

export interface MailtoLinkProps {
  readonly address: string;
  readonly subject?: string;
  readonly className?: string;
  /** The link's text; the address by default. */
  readonly label?: string;
}

/** Marks a mailto: link whose fallback hint the shell's islands loader shows (see `MailtoLink`). */
export const MAILTO_CHECK_ATTRIBUTE = 'data-mailto-check';

/**
 * A mailto: link that notices when no mail app opened (the page still has focus a second later)
 * and then shows the address in the polite live region after it, instead of a blocking alert.
 * Plain HTML: the shell's islands loader does the check on any page, with no island to wake.
 */
export function MailtoLink({ address, subject, className, label = address }: MailtoLinkProps) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <>
      <a href={href} className={className} {...{ [MAILTO_CHECK_ATTRIBUTE]: String(MAIL_CLIENT_CHECK_MS) }}>
        {label}
      </a>
      <span
        role="status"
        aria-live="polite"
        data-testid="mailto-hint"
        data-hint={` If your e-mail app didn't open, please e-mail us at ${address}.`}
      />
    </>
  );
}
