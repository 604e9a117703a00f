/**
 * The top bar's panels where they are on screen (installBehaviours fetches this there only); the
 * click itself is the disclosure behaviour's, installed on every page (devkit's jest setup).
 */
import { disclosureItem, disclosureTrigger } from './disclosure';
import { installHoverDisclosures } from './hoverDisclosure';
import { attributesHtml } from './markupForTests';

function renderTopBar() {
  const item = attributesHtml(disclosureItem);
  const trigger = (panel: string) => attributesHtml(disclosureTrigger({ controls: panel, group: 'top-bar', hover: true }));
  document.body.innerHTML = `
    <ul>
      <li id="features" ${item}><button ${trigger('features-panel')}>Features</button>
        <div id="features-panel" hidden><a id="rosters" href="#rosters">Rosters</a><button id="sign-up" data-shell-action="open-free-trial">Free Trial Sign-Up</button></div></li>
      <li id="roles" ${item}><button ${trigger('roles-panel')}>Roles</button><div id="roles-panel" hidden><a href="#carers">Carers</a></div></li>
    </ul>
    <a id="outside" href="#main">Main</a>`;
  const get = (id: string) => document.getElementById(id)!;
  const [features, roles] = [...document.querySelectorAll('button[data-disclosure]')] as HTMLButtonElement[];
  return { get, features: features!, roles: roles! };
}

/** A pointer event as a mouse (or a finger) sends it; jsdom has no PointerEvent. */
function pointer(type: string, target: Element, pointerType: string, relatedTarget: Element | null = null): void {
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, relatedTarget }), { pointerType }));
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  uninstall = installHoverDisclosures(document);
});
afterEach(() => uninstall());

describe('hover disclosure behaviour', () => {
  it('opens a panel while the mouse is over its item, one at a time, and closes it when the mouse leaves', () => {
    const { get, features, roles } = renderTopBar();
    pointer('pointerover', features, 'mouse');
    expect(features).toHaveAttribute('aria-expanded', 'true');
    expect(get('features-panel').hidden).toBe(false);
    pointer('pointerout', get('features'), 'mouse', roles);
    pointer('pointerover', roles, 'mouse');
    expect(features).toHaveAttribute('aria-expanded', 'false');
    expect(roles).toHaveAttribute('aria-expanded', 'true');
    pointer('pointerout', get('roles'), 'mouse', get('outside'));
    expect(roles).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays shut for a finger passing over (a touch opens it by its click alone)', () => {
    const { features } = renderTopBar();
    pointer('pointerover', features, 'touch');
    expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a panel the mouse opened open on that mouse’s click; a keyboard click toggles it', () => {
    const { features } = renderTopBar();
    jest
      .spyOn(features, 'matches')
      .mockImplementation((selector) => selector === ':hover' || Element.prototype.matches.call(features, selector));
    pointer('pointerover', features, 'mouse');
    pointer('pointerdown', features, 'mouse');
    features.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(features).toHaveAttribute('aria-expanded', 'true');
    features.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 })); // Enter or Space
    expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape wherever focus is; from inside the panel, focus goes back to its trigger', () => {
    const { get, features } = renderTopBar();
    features.click();
    get('rosters').focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(features).toHaveAttribute('aria-expanded', 'false');
    expect(features).toHaveFocus();
    features.click();
    get('outside').focus();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(features).toHaveAttribute('aria-expanded', 'false');
    expect(get('outside')).toHaveFocus();
  });

  it('closes when focus leaves its item, not when it moves within', () => {
    const { get, features } = renderTopBar();
    features.click();
    features.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: get('rosters') }));
    expect(features).toHaveAttribute('aria-expanded', 'true');
    get('rosters').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: get('outside') }));
    expect(features).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link or a shell action inside it is followed (a new tab’s click leaves it open)', () => {
    const { get, features } = renderTopBar();
    features.click();
    get('rosters').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(features).toHaveAttribute('aria-expanded', 'true');
    get('rosters').click();
    expect(features).toHaveAttribute('aria-expanded', 'false');
    features.click();
    get('sign-up').click();
    expect(features).toHaveAttribute('aria-expanded', 'false');
  });
});
