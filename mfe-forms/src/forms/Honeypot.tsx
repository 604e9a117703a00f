import { FORM_NEVER_REFILL_ATTRIBUTE } from '@site/ui/form-post';
import { useId, type Ref } from 'react';
import { formParts } from '../content/forms';
import styles from './fields.module.css';

/**
 * The input bots fill and people never see (`name`: the form's honeypot field): hidden from people
 * and assistive tech, out of the tab order. The server accepts a filled one with a 2xx and sends nothing.
 * Its posted value is never written back into the page when the shell's server answers a plain post.
 */
export function Honeypot({ name, inputRef }: { readonly name: string; readonly inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{formParts.honeypotLabel}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        {...{ [FORM_NEVER_REFILL_ATTRIBUTE]: '' }}
      />
    </div>
  );
}
