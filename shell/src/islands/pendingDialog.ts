/**
 * The dialog a tap on "Sign Up" puts on screen at once, before the dialog's code is here: a native
 * `<dialog>`, fast modal (`openFastModal`: on screen in the tap's frame, the page behind inert
 * after it; Escape and the close button close it, focus goes back to the control) with the
 * dialog's heading and a loading line read out by screen readers. The
 * runtime removes it in the same task its own dialog opens (`PENDING_ACTION_ATTRIBUTE`), so the
 * visitor sees one dialog throughout. Part of the loader: no React, a few hundred bytes.
 *
 * Styled through the CSSOM (the page's Content-Security-Policy refuses style attributes in markup,
 * not properties set from script), with the site's tokens, full screen as the dialog it stands for.
 */
import { fastModal, openFastModal, SHELL_ACTION_ATTRIBUTE, shellActionDialogs } from '@site/ui/behaviours';
import { PENDING_ACTION_ATTRIBUTE } from './protocol';

type DialogAction = keyof typeof shellActionDialogs;

const isDialogAction = (action: string): action is DialogAction => action in shellActionDialogs;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
  style: Partial<CSSStyleDeclaration> = {},
) {
  const node = Object.assign(document.createElement(tag), properties);
  Object.assign(node.style, style);
  return node;
}

/** The placeholder of `action`'s dialog, detached: its heading, a loading line and a close button. */
function buildPendingDialog(action: DialogAction): HTMLDialogElement {
  const texts = shellActionDialogs[action];
  const headingId = `pending-${action}-heading`;
  const dialog = element(
    'dialog',
    {},
    {
      // Shown with show(), not showModal(): placed over the page as the top layer would.
      position: 'fixed',
      inset: '0',
      zIndex: '1000',
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: '100%',
      height: '100%',
      maxHeight: '100%',
      margin: '0',
      padding: 'var(--space-6, 2rem) var(--space-4, 1rem)',
      border: '0',
      background: 'var(--color-surface, #fff)',
      color: 'var(--color-text, #1a1a1a)',
    },
  );
  dialog.setAttribute(PENDING_ACTION_ATTRIBUTE, action);
  for (const [name, value] of Object.entries(fastModal())) dialog.setAttribute(name, value);
  dialog.setAttribute('aria-labelledby', headingId);
  const close = element(
    'button',
    { type: 'button', textContent: '×' },
    {
      position: 'absolute',
      top: 'var(--space-3, 0.75rem)',
      right: 'var(--space-3, 0.75rem)',
      minWidth: 'var(--target-min, 44px)',
      minHeight: 'var(--target-min, 44px)',
      border: '0',
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      fontSize: '1.75rem',
      cursor: 'pointer',
    },
  );
  close.setAttribute('aria-label', texts.close);
  close.addEventListener('click', () => dialog.close());
  const inner = element('div', {}, { maxWidth: '48rem', margin: '0 auto' });
  const heading = element('h2', { id: headingId, textContent: texts.heading });
  const loading = element('p', { textContent: texts.loading });
  loading.setAttribute('role', 'status');
  inner.append(heading, loading);
  dialog.append(close, inner);
  return dialog;
}

const prepared = new Map<DialogAction, HTMLDialogElement>();

/**
 * Builds, detached, the placeholder of each dialog the page's controls open (idle time after load):
 * making its elements and setting their styles was a third of the script the tap ran before its frame.
 */
export function preparePendingDialogs(root: ParentNode = document): void {
  for (const control of root.querySelectorAll(`[${SHELL_ACTION_ATTRIBUTE}]`)) {
    const action = control.getAttribute(SHELL_ACTION_ATTRIBUTE) ?? '';
    if (isDialogAction(action) && !prepared.has(action)) prepared.set(action, buildPendingDialog(action));
  }
}

/** Shows the placeholder of `action`'s dialog, or returns null when the action opens none (or one is open already). */
export function showPendingDialog(action: string, control: Element): HTMLDialogElement | null {
  if (!isDialogAction(action) || typeof HTMLDialogElement === 'undefined') return null;
  if (document.querySelector(`dialog[${PENDING_ACTION_ATTRIBUTE}]`)) return null;
  // Used once: closed, it is gone; replaced, it is the runtime's dialog on screen.
  const dialog = prepared.get(action) ?? buildPendingDialog(action);
  prepared.delete(action);
  // Closed by the visitor (close button, Escape): gone, and the runtime will not open the real one.
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (control instanceof HTMLElement && control.isConnected) control.focus();
  });
  document.body.append(dialog);
  openFastModal(dialog, control instanceof HTMLElement ? control : null);
  return dialog;
}
