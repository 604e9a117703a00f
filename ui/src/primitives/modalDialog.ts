import styles from './ModalDialog.module.css';

/**
 * The design system's modal dialog, as class names for a native `<dialog>` written as server HTML
 * and run by the dialog behaviour (`@site/ui/behaviours`: the shell's mobile drawer, the free-trial
 * dialog mfe-forms publishes): its box and backdrop, the full-screen and side-sheet layouts, the
 * close button, and the column a full-screen dialog's content sits in. No React component: a
 * dialog that works from its HTML needs none, and one written in React would not open before its code.
 */
export const modalDialogClassNames = {
  dialog: styles.dialog ?? '',
  fullScreen: styles.fullScreen ?? '',
  sheet: styles.sheet ?? '',
  close: styles.close ?? '',
  content: styles.content ?? '',
} as const;
