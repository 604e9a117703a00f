import { pricingProblems } from '../content/checkPricing';
import { comparisonGroups, DEFAULT_INDUSTRY, industryOptions, MINIMUM_USERS, optionalAddons, pricingPlans } from '../content/pricing';
import type { ComparisonRowId } from '../content/types';
import { buildComparisonTable, planHighlight, planIncludes, type CellState } from './comparisonTable';
import { formatPrice } from './price';

const model = buildComparisonTable(pricingPlans, comparisonGroups);
const [essential, professional, premium] = pricingPlans;

function statesOf(rowId: ComparisonRowId): CellState[] {
  const row = model.groups.flatMap((group) => group.rows).find((candidate) => candidate.id === rowId);
  if (!row) throw new Error(`no row ${rowId}`);
  return row.cells.map((cell) => cell.state);
}

describe('plans (spec section 9)', () => {
  it('are Essential 9.99, Professional 19.99 and Premium + AI (beta) 39.99 per user per month, in dollars', () => {
    expect(pricingPlans.map((plan) => [plan.name, plan.price, plan.period])).toEqual([
      ['Essential', 9.99, 'per user / month'],
      ['Professional', 19.99, 'per user / month'],
      ['Premium + AI (beta)', 39.99, 'per user / month'],
    ]);
    expect(pricingPlans.map((plan) => formatPrice(plan.price))).toEqual(['$9.99', '$19.99', '$39.99']);
  });

  it('tags only the second plan MOST POPULAR, with a minimum of 5 users and LMS as the optional addon', () => {
    expect(pricingPlans.map((plan) => plan.tag)).toEqual([undefined, 'MOST POPULAR', undefined]);
    expect(MINIMUM_USERS).toBe(5);
    expect(optionalAddons).toEqual(['LMS']);
  });

  it('only highlights on a card what the comparison table ticks for that plan', () => {
    for (const plan of pricingPlans) {
      for (const rowId of plan.highlights)
        expect([plan.name, rowId, planIncludes(plan, rowId, comparisonGroups)]).toEqual([plan.name, rowId, true]);
    }
  });
});

describe('the pricing files', () => {
  const content = { plans: pricingPlans, groups: comparisonGroups, industries: industryOptions, defaultIndustry: DEFAULT_INDUSTRY };

  it('agree with one another', () => {
    expect(pricingProblems(content)).toEqual([]);
  });

  it('name the file and field where they disagree', () => {
    const [essential] = pricingPlans;
    const [firstGroup] = comparisonGroups;
    const [ndis, ict] = industryOptions;
    const problems = pricingProblems({
      plans: [{ ...essential!, highlights: ['bank-feed', 'no-such-row'] }, ...pricingPlans.slice(1)],
      groups: [
        { ...firstGroup!, rows: [{ ...firstGroup!.rows[0]!, plans: ['essential', 'professional', 'premium-ai', 'enterprise'] }] },
        ...comparisonGroups.slice(1),
      ],
      industries: [ndis!, { ...ict!, contactIntro: undefined }],
      defaultIndustry: DEFAULT_INDUSTRY,
    });
    expect(problems).toEqual([
      'comparison (group "Rostering and time"): rows.0.plans: "enterprise" is not a plan (plans/ has essential, professional, premium-ai)',
      'plans/essential.yaml: highlights.0: the comparison row "bank-feed" does not include essential',
      'plans/essential.yaml: highlights.1: "no-such-row" is not the id of a comparison row',
      'industries/ict.yaml: contactIntro: write the sentence shown above the sales contact',
    ]);
  });
});

describe('the plan ids', () => {
  it('are the plan files’ names, and a fourth plan is a fourth column with no new field', () => {
    expect(pricingPlans.map((plan) => plan.id)).toEqual(['essential', 'professional', 'premium-ai']);
    const enterprise = { ...pricingPlans[2]!, id: 'enterprise', name: 'Enterprise', order: 4 };
    const table = buildComparisonTable(
      [...pricingPlans, enterprise],
      [{ order: 1, heading: 'Probe', rows: [{ id: 'sso', feature: 'Single sign-on', plans: ['enterprise'] }] }],
    );
    expect(table.columns.map((column) => column.planId)).toEqual(['essential', 'professional', 'premium-ai', 'enterprise']);
    expect(table.groups[0]!.rows[0]!.cells.map((cell) => cell.state)).toEqual(['not-included', 'not-included', 'not-included', 'included']);
  });
});

describe('buildComparisonTable', () => {
  it('has one column per plan, in card order, and one cell per plan on every row', () => {
    expect(model.columns).toEqual([
      { planId: 'essential', title: 'Essential' },
      { planId: 'professional', title: 'Professional' },
      { planId: 'premium-ai', title: 'Premium + AI (beta)' },
    ]);
    const rows = model.groups.flatMap((group) => group.rows);
    expect(rows).toHaveLength(comparisonGroups.flatMap((group) => group.rows).length);
    for (const row of rows) expect(row.cells.map((cell) => cell.planId)).toEqual(['essential', 'professional', 'premium-ai']);
  });

  it('ticks a row in the columns of the plans it names (spec: data1/data2/data3)', () => {
    const table = buildComparisonTable(pricingPlans, [
      { order: 1, heading: 'Probe', rows: [{ id: 'chat', feature: 'Only the middle', plans: ['professional'] }] },
    ]);
    expect(table.groups[0]!.rows[0]!.cells.map((cell) => cell.state)).toEqual(['not-included', 'included', 'not-included']);
  });

  it('keeps the spec section 9 flags: Bank Feed and T-sign PDF/Word only on Premium; Awards & Recognition not on Professional', () => {
    expect(statesOf('bank-feed')).toEqual(['not-included', 'not-included', 'included']);
    expect(statesOf('tsign-documents')).toEqual(['not-included', 'not-included', 'included']);
    expect(statesOf('awards')).toEqual(['included', 'not-included', 'included']);
  });

  it('shows AI as coming soon on every plan, and "+ Dedicated Manager" only on the top plan\'s Support Chat row', () => {
    const aiRows = comparisonGroups.find((group) => group.heading === 'AI (beta)')!.rows;
    expect(aiRows.length).toBeGreaterThan(0);
    for (const row of aiRows) expect(statesOf(row.id)).toEqual(['coming-soon', 'coming-soon', 'coming-soon']);
    const withExtras = model.groups
      .flatMap((group) => group.rows)
      .flatMap((row) => row.cells.filter((cell) => cell.extra).map((cell) => [row.title, cell.planId, cell.extra]));
    expect(withExtras).toEqual([['Support Chat', 'premium-ai', '+ Dedicated Manager']]);
    expect(planHighlight(premium!, 'support-chat', comparisonGroups)).toBe('Support Chat + Dedicated Manager');
    expect(planHighlight(essential!, 'support-chat', comparisonGroups)).toBe('Support Chat');
  });

  it('gates the lowest plan as spec section 6 says: no accounting, bank feed, incidents, repository, T-sign, parts of forms and chat', () => {
    const excluded: ComparisonRowId[] = [
      'accounting',
      'bank-feed',
      'incidents',
      'repository',
      'tsign',
      'forms-uploads-signatures',
      'chat-logs',
    ];
    for (const rowId of excluded) expect([rowId, planIncludes(essential!, rowId, comparisonGroups)]).toEqual([rowId, false]);
    // "Parts of" forms and chat: the basic form builder and chat itself stay in Essential.
    expect(planIncludes(essential!, 'forms-builder', comparisonGroups)).toBe(true);
    expect(planIncludes(essential!, 'chat', comparisonGroups)).toBe(true);
  });

  it('gives Premium every module that is released (all modules, spec section 9)', () => {
    const released = comparisonGroups.flatMap((group) => group.rows).filter((row) => !row.comingSoon);
    for (const row of released) expect([row.id, planIncludes(premium!, row.id, comparisonGroups)]).toEqual([row.id, true]);
    expect(planIncludes(professional!, 'accounting', comparisonGroups)).toBe(true);
  });
});
