/**
 * The free-trial stand-in: in the frame's HTML (rendered here as the server renders it), put on
 * screen by the tap. Chromium's own dialog (top layer, Escape, inertness) is covered by the e2e suite.
 */
import { render } from '@testing-library/react';
import { installBehaviours, SHELL_ACTION_ATTRIBUTE, shellActionDialogs } from '@site/ui/behaviours';
import { PendingActionDialogs } from '../layout/PendingActionDialogs';
import { showPendingDialog } from './pendingDialog';
import { PENDING_ACTION_ATTRIBUTE } from './protocol';

const texts = shellActionDialogs['open-free-trial'];

function renderPage(): HTMLButtonElement {
  render(
    <>
      <button type="button" id="hero" {...{ [SHELL_ACTION_ATTRIBUTE]: 'open-free-trial' }}>
        Start your free trial
      </button>
      <PendingActionDialogs />
    </>,
  );
  return document.getElementById('hero') as HTMLButtonElement;
}

beforeAll(() => installBehaviours(document));

describe('pending dialog', () => {
  it('is in the page’s HTML, closed, with the dialog’s heading and a loading line', () => {
    renderPage();
    const dialog = document.querySelector(`dialog[${PENDING_ACTION_ATTRIBUTE}="open-free-trial"]`) as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('h2')).toHaveTextContent(texts.heading);
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h2')?.id);
    expect(dialog.querySelector('[role="status"]')).toHaveTextContent(texts.loading);
    expect(dialog.querySelector('button')).toHaveTextContent(texts.close);
  });

  it('is shown by the tap as a modal dialog, once at a time; closed, it can be shown again', () => {
    const control = renderPage();
    const shown = showPendingDialog('open-free-trial', control);
    expect(shown?.open).toBe(true);
    expect(shown?.getAttribute('aria-modal')).toBe('true');
    expect(showPendingDialog('open-free-trial', control)).toBeNull(); // on screen already

    shown?.close();
    expect(shown?.getAttribute('aria-modal')).toBeNull();
    expect(showPendingDialog('open-free-trial', control)).toBe(shown);
  });

  it('is not there for an action that opens no dialog, nor once the runtime put the real dialog in its place', () => {
    const control = renderPage();
    expect(showPendingDialog('back', control)).toBeNull();
    const standIn = document.getElementById('pending-open-free-trial') as HTMLDialogElement;
    const parent = standIn.parentElement as HTMLElement;
    standIn.remove(); // as the runtime does when its dialog opens
    expect(showPendingDialog('open-free-trial', control)).toBeNull();
    parent.append(standIn); // for React's own clean-up
  });
});
