import { Button } from '@site/ui';
import axios from 'axios';
import { useId, useState, type FormEvent } from 'react';
import { newsletterBox } from '../content/pages';
import styles from './NewsletterBox.module.css';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed' };

export const REQUEST_TIMEOUT_MS = 10_000;

/** The footer's newsletter box. A failed send keeps what the visitor typed. */
export function NewsletterBox() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      await axios.post('/api/newsletter', { email: email.trim() }, { timeout: REQUEST_TIMEOUT_MS });
      setEmail('');
      setOutcome({ kind: 'done' });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId}>{newsletterBox.label}</label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome.kind === 'invalid' || undefined}
          aria-describedby={messageId}
        />
      </div>
      <Button type="submit" variant="accent" disabled={outcome.kind === 'sending'}>
        {newsletterBox.button}
      </Button>
      <p id={messageId} className={styles.message} role={outcome.kind === 'invalid' || outcome.kind === 'failed' ? 'alert' : 'status'}>
        {outcome.kind === 'invalid' && newsletterBox.emptyMessage}
        {outcome.kind === 'done' && newsletterBox.successMessage}
        {outcome.kind === 'failed' && `${newsletterBox.failedHeading}: ${newsletterBox.failedText}`}
      </p>
    </form>
  );
}
