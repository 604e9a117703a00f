import { comparisonGroups } from '../content/comparison';
import { MINIMUM_USERS, optionalAddons, pricingPlans } from '../content/plans';
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
    expect(pricingPlans.map((plan) => [plan.title, plan.Pricing, plan.timePeriod])).toEqual([
      ['Essential', 9.99, 'per user / month'],
      ['Professional', 19.99, 'per user / month'],
      ['Premium + AI (beta)', 39.99, 'per user / month'],
    ]);
    expect(pricingPlans.map((plan) => formatPrice(plan.Pricing))).toEqual(['$9.99', '$19.99', '$39.99']);
  });

  it('tags only the second plan MOST POPULAR, with a minimum of 5 users and LMS as the optional addon', () => {
    expect(pricingPlans.map((plan) => plan.tag)).toEqual([undefined, 'MOST POPULAR', undefined]);
    expect(MINIMUM_USERS).toBe(5);
    expect(optionalAddons).toEqual(['LMS']);
  });

  it('only highlights on a card what the comparison table ticks for that plan', () => {
    for (const plan of pricingPlans) {
      for (const rowId of plan.features)
        expect([plan.title, rowId, planIncludes(plan, rowId, comparisonGroups)]).toEqual([plan.title, rowId, true]);
    }
  });
});

describe('buildComparisonTable', () => {
  it('has one column per plan, in card order, and one cell per plan on every row', () => {
    expect(model.columns).toEqual([
      { planId: 1, title: 'Essential' },
      { planId: 2, title: 'Professional' },
      { planId: 3, title: 'Premium + AI (beta)' },
    ]);
    const rows = model.groups.flatMap((group) => group.rows);
    expect(rows).toHaveLength(comparisonGroups.flatMap((group) => group.data).length);
    for (const row of rows) expect(row.cells.map((cell) => cell.planId)).toEqual([1, 2, 3]);
  });

  it('maps each data1/data2/data3 flag to its plan column', () => {
    const table = buildComparisonTable(pricingPlans, [
      { heading: 'Probe', data: [{ id: 'chat', title: 'Only the middle', data1: false, data2: true, data3: false }] },
    ]);
    expect(table.groups[0]!.rows[0]!.cells.map((cell) => cell.state)).toEqual(['not-included', 'included', 'not-included']);
  });

  it('keeps the spec section 9 flags: Bank Feed and T-sign PDF/Word only on Premium; Awards & Recognition not on Professional', () => {
    expect(statesOf('bankFeed')).toEqual(['not-included', 'not-included', 'included']);
    expect(statesOf('tsignDocuments')).toEqual(['not-included', 'not-included', 'included']);
    expect(statesOf('awards')).toEqual(['included', 'not-included', 'included']);
  });

  it('shows AI as coming soon on every plan, and "+ Dedicated Manager" only on the top plan\'s Support Chat row', () => {
    const aiRows = comparisonGroups.find((group) => group.heading === 'AI (beta)')!.data;
    expect(aiRows.length).toBeGreaterThan(0);
    for (const row of aiRows) expect(statesOf(row.id)).toEqual(['coming-soon', 'coming-soon', 'coming-soon']);
    const withExtras = model.groups
      .flatMap((group) => group.rows)
      .flatMap((row) => row.cells.filter((cell) => cell.extra).map((cell) => [row.title, cell.planId, cell.extra]));
    expect(withExtras).toEqual([['Support Chat', 3, '+ Dedicated Manager']]);
    expect(planHighlight(premium!, 'supportChat', comparisonGroups)).toBe('Support Chat + Dedicated Manager');
    expect(planHighlight(essential!, 'supportChat', comparisonGroups)).toBe('Support Chat');
  });

  it('gates the lowest plan as spec section 6 says: no accounting, bank feed, incidents, repository, T-sign, parts of forms and chat', () => {
    const excluded: ComparisonRowId[] = [
      'accounting',
      'bankFeed',
      'incidents',
      'repository',
      'tsign',
      'formsUploadsSignatures',
      'chatLogs',
    ];
    for (const rowId of excluded) expect([rowId, planIncludes(essential!, rowId, comparisonGroups)]).toEqual([rowId, false]);
    // "Parts of" forms and chat: the basic form builder and chat itself stay in Essential.
    expect(planIncludes(essential!, 'formsBuilder', comparisonGroups)).toBe(true);
    expect(planIncludes(essential!, 'chat', comparisonGroups)).toBe(true);
  });

  it('gives Premium every module that is released (all modules, spec section 9)', () => {
    const released = comparisonGroups.flatMap((group) => group.data).filter((row) => !row.comingSoon);
    for (const row of released) expect([row.id, planIncludes(premium!, row.id, comparisonGroups)]).toEqual([row.id, true]);
    expect(planIncludes(professional!, 'accounting', comparisonGroups)).toBe(true);
  });
});
