import { disclosureTrigger, installDisclosures, revealAfterFirstFrame } from './disclosure';
import { attributesHtml } from './markupForTests';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A comparison-like panel: a first row group shown with the panel, two that may come a frame later. */
function renderLongPanel() {
  const trigger = attributesHtml(
    disclosureTrigger({ controls: 'table', labels: { expanded: 'Hide the table', collapsed: 'Show the table' } }),
  );
  const later = attributesHtml(revealAfterFirstFrame);
  document.body.innerHTML = `
    <button ${trigger}><span data-disclosure-label>Show the table</span></button>
    <div id="table" hidden>
      <table>
        <tbody id="first"><tr><th>Rostering</th></tr></tbody>
        <tbody id="second" ${later}><tr><th>Payroll</th></tr></tbody>
        <tbody id="third" ${later}><tr><th>Support</th></tr></tbody>
      </table>
    </div>`;
  return {
    trigger: document.querySelector('button')!,
    panel: document.getElementById('table')!,
    later: [document.getElementById('second')!, document.getElementById('third')!],
  };
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  uninstall = installDisclosures(document);
});
afterEach(() => uninstall());

describe('disclosure behaviour: parts revealed after the first frame', () => {
  it('shows the panel and its first part in the tap, and the marked parts once that frame is painted', async () => {
    const { trigger, panel, later } = renderLongPanel();
    trigger.click();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveTextContent('Hide the table');
    expect(panel.hidden).toBe(false);
    expect(document.getElementById('first')!.hidden).toBe(false);
    expect(later.map((part) => part.hidden)).toEqual([true, true]);
    await nextFrame();
    expect(later.map((part) => part.hidden)).toEqual([false, false]);
  });

  it('leaves the parts alone when the panel was closed again before the frame, and shows them on the next opening', async () => {
    const { trigger, panel, later } = renderLongPanel();
    trigger.click();
    trigger.click();
    expect(panel.hidden).toBe(true);
    await nextFrame();
    expect(panel.hidden).toBe(true);
    trigger.click();
    await nextFrame();
    expect(panel.hidden).toBe(false);
    expect(later.map((part) => part.hidden)).toEqual([false, false]);
  });

  it('opens a panel without marked parts whole, in the tap', () => {
    document.body.innerHTML = `<button ${attributesHtml(disclosureTrigger({ controls: 'answer' }))}>Question</button><div id="answer" hidden><p>Answer</p></div>`;
    document.querySelector('button')!.click();
    expect(document.getElementById('answer')!.hidden).toBe(false);
  });
});
