import { assertEveryButtonHandled, unhandledButtons } from './unhandledButtons';

describe('every button in a server-composed page does something', () => {
  it('rejects a button outside any island that no behaviour handles', () => {
    const html = '<header><button type="button" class="menu">Open menu</button></header><main><button>Go</button></main>';
    expect(unhandledButtons(html)).toEqual(['<button type="button" class="menu">', '<button>']);
    expect(() => assertEveryButtonHandled([{ path: '/pricing', html }])).toThrow(
      /\/pricing: <button type="button" class="menu">\n\/pricing: <button>/,
    );
  });

  it('accepts buttons the behaviours and the loader handle', () => {
    const html = [
      '<button type="button" aria-expanded="false" aria-controls="p" data-disclosure="">About</button><div id="p" hidden></div>',
      '<button type="button" commandfor="mobile-drawer" command="show-modal">Open menu</button>',
      '<dialog id="mobile-drawer"><button type="button" commandfor="mobile-drawer" command="close">Close menu</button></dialog>',
      '<button type="button" data-shell-action="open-free-trial">Sign Up</button>',
      '<button type="button" data-scroll-to-top="" hidden>Back to top</button>',
    ].join('');
    expect(unhandledButtons(html)).toEqual([]);
  });

  it('accepts a form’s submit button, not a plain button in a form or a submit button with no form', () => {
    expect(unhandledButtons('<form><input name="q"><button>Search</button></form>')).toEqual([]);
    expect(unhandledButtons('<form><button type="button">Clear</button></form>')).toEqual(['<button type="button">']);
    expect(unhandledButtons('<button type="submit">Send</button>')).toEqual(['<button type="submit">']);
  });

  it('leaves buttons inside an island to the island', () => {
    const html =
      '<script type="application/json" data-island-props="">{}</script><site-island data-island="shell/SearchBox"><button type="button">Clear</button></site-island>';
    expect(unhandledButtons(html)).toEqual([]);
    expect(() => assertEveryButtonHandled([{ path: '/', html }])).not.toThrow();
  });

  it('does not take a command button without a command, or a similar attribute, as handled', () => {
    expect(unhandledButtons('<button type="button" commandfor="x">Half an invoker</button>')).toEqual([
      '<button type="button" commandfor="x">',
    ]);
    expect(unhandledButtons('<button type="button" data-disclosure-label="">Label only</button>')).toEqual([
      '<button type="button" data-disclosure-label="">',
    ]);
  });
});
