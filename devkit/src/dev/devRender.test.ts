import { serverOnlyMarkup } from './devRender';

const head = { title: 'Pricing | Wattlecare', description: 'Plans' };
const island = (inside: string) =>
  `<script type="application/json" data-island-props="">{}</script><site-island data-island="pricing/PricingPlans" data-hydrate="intent">${inside}</site-island>`;

describe('serverOnlyMarkup (what decides between a hot update and a reload)', () => {
  it('is the same when only what an island holds changed: the hot update patches it in place', () => {
    const before = serverOnlyMarkup({ head, html: `<h1>PRICING</h1>${island('<p>minimum 5 users</p>')}` });
    const after = serverOnlyMarkup({ head, html: `<h1>PRICING</h1>${island('<p>minimum 3 users</p><p>new</p>')}` });
    expect(after).toBe(before);
  });

  it('differs when markup outside the islands changed: the page must be rendered anew', () => {
    const before = serverOnlyMarkup({ head, html: `<h1>PRICING</h1>${island('<p>x</p>')}` });
    expect(serverOnlyMarkup({ head, html: `<h1>PRICING AND PLANS</h1>${island('<p>x</p>')}` })).not.toBe(before);
  });

  it("differs when an island's props or the head changed (neither is hot-updated)", () => {
    const before = serverOnlyMarkup({ head, html: island('<p>x</p>') });
    expect(serverOnlyMarkup({ head, html: island('<p>x</p>').replace('{}', '{"industry":"ict"}') })).not.toBe(before);
    expect(serverOnlyMarkup({ head: { ...head, title: 'Plans | Wattlecare' }, html: island('<p>x</p>') })).not.toBe(before);
  });
});
