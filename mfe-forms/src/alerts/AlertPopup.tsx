import { Icon } from '@site/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { alertPopup } from '../content/alerts';
import type { AlertContent } from './alertContent';
import styles from './AlertPopup.module.css';

/** Spec section 4: the popup closes by itself after 10 seconds. */
export const ALERT_AUTO_CLOSE_MS = 10_000;

export interface AlertPopupProps extends AlertContent {
  readonly onClose: () => void;
}

/**
 * The popup shown after a form is sent. Render it to open it (give it a new `key` to restart the
 * 10 s for a new message); it asks to be closed on a click anywhere on it, on its close button, on
 * Escape while focus is in it, or when the time is up. A failure is an alert (announced at once);
 * the others are polite statuses.
 */
export function AlertPopup({ type, heading, text, onClose }: AlertPopupProps) {
  const popupRef = useRef<HTMLDivElement>(null);
  // Where focus was when the popup opened (the form's submit button): a keyboard user who moved
  // into the popup goes back there when it closes, not to the top of the page.
  const returnFocusTo = useRef<Element | null>(null);
  // The timer starts once per popup; a parent re-rendering with a new onClose must not restart it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  function focusTarget(): HTMLElement | null {
    const opener = returnFocusTo.current;
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) return opener;
    // Focus was lost while the form was sending (its button disabled): the submit button of the
    // form the popup is rendered after.
    const form = popupRef.current?.previousElementSibling;
    return form instanceof HTMLFormElement ? form.querySelector<HTMLElement>('[type="submit"]') : null;
  }

  function close() {
    const focusWasInside = popupRef.current?.contains(document.activeElement) ?? false;
    const target = focusWasInside ? focusTarget() : null;
    onCloseRef.current();
    target?.focus();
  }
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    returnFocusTo.current = document.activeElement;
    const timer = setTimeout(() => closeRef.current(), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, []);

  // Escape while focus is on the popup (its close button) closes it, and only it: not a dialog it
  // sits in, whose own Escape handling (the native cancel) would otherwise close it too.
  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  }

  return (
    // A click anywhere closes it (spec); keyboard users have the close button, whose click bubbles
    // here, and Escape.
    <div
      ref={popupRef}
      className={`${styles.popup} ${styles[type]}`}
      role={type === 'fail' ? 'alert' : 'status'}
      onClick={close}
      onKeyDown={closeOnEscape}
    >
      <Icon name={type === 'fail' ? 'cross' : 'check'} size={24} className={styles.icon} />
      <div className={styles.body}>
        <strong className={styles.heading}>{heading}</strong>
        <p className={styles.text}>{text}</p>
      </div>
      <button type="button" className={styles.close} aria-label={alertPopup.close}>
        <Icon name="close" />
      </button>
    </div>
  );
}
