import { createFocusTrap } from 'focus-trap';
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
    const trap = createFocusTrap(dialog, {
      escapeDeactivates: false, // the dialog's own cancel handles Escape
      allowOutsideClick: true,
      fallbackFocus: dialog,
      returnFocusOnDeactivate: false, // the opener decides where focus returns
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.activate();
    return () => {
      trap.deactivate();
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
