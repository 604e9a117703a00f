import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { AlertContent } from './alertContent';
import { AlertPopup } from './AlertPopup';

export interface AlertPopupState {
  /** The open popup, or null: render it where the form is (inside a modal dialog, inside the dialog). */
  readonly popup: ReactNode;
  /** Opens a popup with `content`, replacing any open one and restarting the 10 seconds. */
  readonly showAlert: (content: AlertContent) => void;
  readonly closeAlert: () => void;
}

/** The one way the forms open and close their AlertPopup. */
export function useAlertPopup(): AlertPopupState {
  const [alert, setAlert] = useState<(AlertContent & { readonly key: number }) | null>(null);
  // A fresh key per popup gives each outcome a fresh element (announced again) and a fresh timer.
  const nextKey = useRef(0);
  const showAlert = useCallback((content: AlertContent) => {
    nextKey.current += 1;
    setAlert({ ...content, key: nextKey.current });
  }, []);
  const closeAlert = useCallback(() => setAlert(null), []);
  const popup = alert && <AlertPopup key={alert.key} type={alert.type} heading={alert.heading} text={alert.text} onClose={closeAlert} />;
  return { popup, showAlert, closeAlert };
}
