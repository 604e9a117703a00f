/**
 * The free-trial placeholder: built ahead in idle time, put on screen by the tap. Chromium's own
 * dialog (top layer, Escape, inertness) is covered by the e2e suite.
 */
import { SHELL_ACTION_ATTRIBUTE, shellActionDialogs } from '@site/ui/behaviours';
import { preparePendingDialogs, showPendingDialog } from './pendingDialog';
import { PENDING_ACTION_ATTRIBUTE } from './protocol';

const texts = shellActionDialogs['open-free-trial'];

function renderControls(): HTMLButtonElement {
  document.body.innerHTML = `
    <button id="hero" ${SHELL_ACTION_ATTRIBUTE}="open-free-trial">Start your free trial</button>
    <button id="other" ${SHELL_ACTION_ATTRIBUTE}="back">Back</button>`;
  return document.getElementById('hero') as HTMLButtonElement;
}

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('pending dialog', () => {
  it('is built ahead for the dialogs the page’s controls open, kept out of the page until the tap shows it', () => {
    const control = renderControls();
    const created = jest.spyOn(document, 'createElement');
    preparePendingDialogs();
    const built = created.mock.results.filter((result) => result.value instanceof HTMLDialogElement);
    expect(built).toHaveLength(1); // one per dialog action: "back" opens none
    expect(document.querySelector('dialog')).toBeNull();

    created.mockClear();
    const shown = showPendingDialog('open-free-trial', control);
    expect(created).not.toHaveBeenCalled(); // the tap builds nothing
    expect(shown).toBe(built[0]!.value);
    expect(shown?.open).toBe(true);
    expect(shown?.getAttribute(PENDING_ACTION_ATTRIBUTE)).toBe('open-free-trial');
    expect(shown?.getAttribute('aria-modal')).toBe('true');
    expect(shown?.querySelector('h2')).toHaveTextContent(texts.heading);
    expect(shown?.querySelector('[role="status"]')).toHaveTextContent(texts.loading);
    created.mockRestore();
  });

  it('is built at the tap when idle time never came, and used once: closed, it is gone and focus goes back', () => {
    const control = renderControls();
    const first = showPendingDialog('open-free-trial', control);
    expect(first?.open).toBe(true);
    expect(showPendingDialog('open-free-trial', control)).toBeNull(); // one on screen already

    first?.querySelector<HTMLButtonElement>(`button[aria-label="${texts.close}"]`)?.click();
    expect(first?.isConnected).toBe(false);
    expect(document.activeElement).toBe(control);

    const second = showPendingDialog('open-free-trial', control);
    expect(second).not.toBe(first);
    expect(second?.open).toBe(true);
  });

  it('opens nothing for an action without a dialog', () => {
    const control = renderControls();
    expect(showPendingDialog('back', control)).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
