/**
 * The site's selects look the same in every engine (WebKit draws a native control unless told not
 * to), and stay recognisable in forced colours, where background images are not drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** global.css as the browser's CSSOM reads it. */
function globalRules(): CSSRule[] {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
  document.head.append(style);
  const rules = [...style.sheet!.cssRules];
  style.remove();
  return rules;
}

const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => rule instanceof CSSStyleRule;

/** The rules of `rules` whose selector matches a drop-down select. */
function selectRules(rules: readonly CSSRule[]): CSSStyleRule[] {
  const dropDown = document.createElement('select');
  return rules.filter(isStyleRule).filter((rule) => rule.selectorText.includes('select') && dropDown.matches(rule.selectorText));
}

describe("the site's selects (global.css)", () => {
  it('draw their own arrow: appearance none (prefixed too, as no build step adds it), a caret image and room for it', () => {
    const [rule, ...others] = selectRules(globalRules());
    expect(others).toEqual([]);
    expect(rule?.style.getPropertyValue('appearance')).toBe('none');
    expect(rule?.style.getPropertyValue('-webkit-appearance')).toBe('none');
    expect(rule?.style.getPropertyValue('background-image')).toMatch(/gradient\(.*currentColor/);
    expect(rule?.style.getPropertyValue('background-repeat')).toBe('no-repeat');
    expect(rule?.style.getPropertyValue('padding-right')).not.toBe('');
  });

  it('leave list boxes alone: a multiple or sized select gets no arrow', () => {
    const [rule] = selectRules(globalRules());
    const listBox = document.createElement('select');
    listBox.multiple = true;
    expect(listBox.matches(rule!.selectorText)).toBe(false);
    const sized = document.createElement('select');
    sized.size = 4;
    expect(sized.matches(rule!.selectorText)).toBe(false);
  });

  it('are the system control again in forced colours: appearance auto and no image, which forced colours would not draw', () => {
    const forcedColours = globalRules().filter(
      (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.media.mediaText === '(forced-colors: active)',
    );
    const [restore, ...others] = forcedColours.flatMap((media) => selectRules([...media.cssRules]));
    expect(others).toEqual([]);
    expect(restore?.selectorText).toBe(selectRules(globalRules())[0]?.selectorText);
    expect(restore?.style.getPropertyValue('appearance')).toBe('auto');
    expect(restore?.style.getPropertyValue('background-image')).toBe('none');
  });
});
