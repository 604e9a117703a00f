import type { FocusTrap } from 'focus-trap';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './ModalDialog.module.css';

export interface ModalDialogProps {
  readonly open: boolean;
  /** Close icon, Escape, or the dialog closing any other way. */
  readonly onClose: () => void;
  /** Id of the visible heading that names the dialog. */
  readonly labelledBy: string;
  /** Accessible name of the close icon button. */
  readonly closeLabel?: string;
  /** `fullScreen` for task dialogs, `sheet` for the side drawer. */
  readonly layout?: 'fullScreen' | 'sheet';
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}

/**
 * The dialog's look, for a native `<dialog>` written as server HTML (the shell's mobile drawer,
 * opened by invoker commands, and the free-trial dialog's stand-in): the same box, backdrop and
 * close button as ModalDialog, and the column a full-screen dialog's content sits in.
 */
export const modalDialogClassNames = {
  dialog: styles.dialog ?? '',
  fullScreen: styles.fullScreen ?? '',
  sheet: styles.sheet ?? '',
  close: styles.close ?? '',
  content: styles.content ?? '',
} as const;

/**
 * A modal <dialog>: the page behind is inert, Escape closes, Tab cycles inside (focus-trap; the
 * native dialog lets focus leave for the browser's toolbar), and focus goes back to where it was.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  closeLabel = 'Close',
  layout = 'fullScreen',
  className,
  testId,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    if (!dialog.open) dialog.showModal();
    let trap: FocusTrap | null = null;
    let closed = false;
    // Fetched when a dialog first opens (most visitors never open one); until it arrives, the
    // native modal dialog already keeps focus off the inert page behind.
    import('focus-trap')
      .then(({ createFocusTrap }) => {
        if (closed) return;
        trap = createFocusTrap(dialog, {
          escapeDeactivates: false, // the dialog's own cancel handles Escape
          allowOutsideClick: true,
          fallbackFocus: dialog,
          // Focus stays where the dialog's opening put it (the trap may arrive after the first Tab).
          initialFocus: false,
          returnFocusOnDeactivate: false, // the opener decides where focus returns
          tabbableOptions: { displayCheck: 'none' },
        });
        trap.activate();
      })
      .catch(() => {}); // offline: the native dialog alone still works
    return () => {
      closed = true;
      trap?.deactivate();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[layout], className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onClose={() => open && onClose()}
      data-testid={testId}
    >
      {open && (
        <>
          <Button variant="ghost" className={styles.close} onClick={onClose}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">{closeLabel}</span>
          </Button>
          {children}
        </>
      )}
    </dialog>
  );
}
