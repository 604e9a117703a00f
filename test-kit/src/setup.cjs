// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy…/waitFor wait up to 5 s, not 1 s: a lazy page chunk can take longer on a loaded CI machine.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
  // jsdom does not implement scrolling or matchMedia; components call them.
  window.scrollTo = window.scrollTo && !String(window.scrollTo).includes('notImplemented') ? window.scrollTo : () => {};
  // jsdom has <dialog> without its methods; browsers (and the e2e suite) have the real thing.
  if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.show = function show() {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.showModal = function showModal() {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
}
