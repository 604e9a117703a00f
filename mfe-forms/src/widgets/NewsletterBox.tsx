import { newsletterMessages } from '@site/form-schemas';
import { Button } from '@site/ui';
import { earlyCheckAttributes } from '@site/ui/behaviours';
import { useRef } from 'react';
import { formAlerts } from '../content/alerts';
import { errorSummaries } from '../content/errorSummaries';
import { formParts } from '../content/forms';
import { newsletterBox } from '../content/newsletter';
import { pagePaths } from '../content/pagePaths';
import { collectionNotices } from '../content/privacyNotices';
import { CollectionNotice } from '../forms/CollectionNotice';
import fieldStyles from '../forms/fields.module.css';
import { newTabLink, type RenderPrivacyLink } from '../forms/links';
import { useFormPost, usePageValues, valueOf } from '../forms/useFormPost';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from './NewsletterBox.module.css';

/** The address in the page's box (the server's answer to a plain post, or typed before the box was live). */
const pageEmail = (elements: HTMLFormControlsCollection) => valueOf(elements, 'email');

export interface NewsletterBoxProps {
  /** Where the mail API is: '' (default) is this page's origin (the shell's /api proxy). Tests point it at their own server. */
  readonly apiBaseUrl?: string;
  /** Renders the privacy policy link; by default a new tab, so the address typed stays. */
  readonly renderPrivacyLink?: RenderPrivacyLink;
}

/**
 * The footer's newsletter box (spec sections 4, 5, 8): an empty box gets the browser alert and
 * sends nothing; a success shows the newsletter popup and clears the box; a failure keeps it.
 */
export function NewsletterBox({ apiBaseUrl = '', renderPrivacyLink = newTabLink }: NewsletterBoxProps) {
  const post = useFormPost();
  const [email, setEmail] = usePageValues(post.formId, '', pageEmail);
  const input = useRef<HTMLInputElement>(null);
  const { fields, popup, sending, formProps, honeypot, postFields } = useFormSubmission('newsletter', {
    apiBaseUrl,
    post,
    sentPage: pagePaths.newsletterSent,
    summaries: errorSummaries.newsletter,
    precheck: () => {
      if (email.trim() !== '') return true;
      // The spec's browser alert for an empty box; back to the box once it is dismissed.
      window.alert(newsletterMessages.invalidEmail);
      input.current?.focus();
      return false;
    },
    // Not in the spec: a malformed address gets the same words beside the box rather than a bounce later.
    input: () => ({ email }),
    sentAlert: formAlerts.newsletterSubscribed,
    onSent: () => setEmail(''),
  });

  const { ref: registerEmail, ...emailControl } = fields.control('email');

  return (
    <>
      {/* Sent by script; with none, posted natively (formProps): the address never goes in the URL. */}
      <form className={styles.form} {...formProps} data-testid="newsletter-form">
        {postFields}
        <div className={`${fieldStyles.field} ${styles.field}`}>
          <label htmlFor={emailControl.id}>{newsletterBox.label}</label>
          <input
            {...emailControl}
            // Before the box is live, the loader gives the same browser alert for an empty box and
            // the same words beside it for what the browser sees is no address.
            {...earlyCheckAttributes('email', { alert: newsletterMessages.invalidEmail, type: newsletterMessages.invalidEmail })}
            ref={(element) => {
              registerEmail(element);
              input.current = element;
            }}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              fields.clearError('email');
            }}
          />
        </div>
        <Button type="submit" variant="accent" aria-disabled={sending || undefined}>
          {sending ? formParts.sending : newsletterBox.button}
        </Button>
        {fields.message('email', styles.message)}
        {honeypot}
        <CollectionNotice notice={collectionNotices.newsletter} renderLink={renderPrivacyLink} className={styles.notice} />
      </form>
      {popup}
    </>
  );
}
