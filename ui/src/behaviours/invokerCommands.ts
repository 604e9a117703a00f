/**
 * Invoker commands (`<button commandfor="<id>" command="show-modal|close">`) for browsers from before
 * them (Chromium 135, Firefox 144, Safari 26.2): the dialog behaviour fetches this there only. It does
 * what the platform does: a cancelable `command` event on the target (the dialog behaviour handles
 * it as it does the browser's own: a fast modal dialog cancels it and opens itself), then the command.
 */
export function installInvokerCommands(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const invoker = event.target instanceof Element ? event.target.closest('button[commandfor][command]') : null;
    const target = invoker ? doc.getElementById(invoker.getAttribute('commandfor') ?? '') : null;
    if (!invoker || !(target instanceof HTMLDialogElement)) return;
    const command = invoker.getAttribute('command');
    const commandEvent = Object.assign(new Event('command', { cancelable: true }), { command, source: invoker });
    if (!target.dispatchEvent(commandEvent)) return;
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' && target.open) target.close();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
