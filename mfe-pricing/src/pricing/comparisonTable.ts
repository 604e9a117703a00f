import type { ComparisonGroup, ComparisonRowId, PricingPlan } from '../content/types';

export type CellState = 'included' | 'not-included' | 'coming-soon';

interface ComparisonCell {
  readonly planId: string;
  readonly state: CellState;
  /** Added text, e.g. "+ Dedicated Manager". */
  readonly extra?: string;
}

interface ComparisonTableRow {
  readonly id: ComparisonRowId;
  readonly title: string;
  readonly subTitle?: string;
  readonly cells: readonly ComparisonCell[];
}

export interface ComparisonTableModel {
  readonly columns: readonly { readonly planId: string; readonly title: string }[];
  readonly groups: readonly { readonly heading: string; readonly rows: readonly ComparisonTableRow[] }[];
}

/** Turns the plans and the comparison groups into the table's columns, groups, rows and cells. */
export function buildComparisonTable(plans: readonly PricingPlan[], groups: readonly ComparisonGroup[]): ComparisonTableModel {
  return {
    columns: plans.map((plan) => ({ planId: plan.id, title: plan.name })),
    groups: groups.map((group) => ({
      heading: group.heading,
      rows: group.rows.map((row) => ({
        id: row.id,
        title: row.feature,
        subTitle: row.detail,
        cells: plans.map((plan) => {
          const included = row.plans.includes(plan.id);
          const state: CellState = included ? 'included' : row.comingSoon ? 'coming-soon' : 'not-included';
          const extra = row.extras?.[plan.id];
          return extra === undefined ? { planId: plan.id, state } : { planId: plan.id, state, extra };
        }),
      })),
    })),
  };
}

/** Whether a plan includes a comparison row (unknown rows are not included). */
export function planIncludes(plan: PricingPlan, rowId: ComparisonRowId, groups: readonly ComparisonGroup[]): boolean {
  const row = groups.flatMap((group) => group.rows).find((candidate) => candidate.id === rowId);
  return row?.plans.includes(plan.id) ?? false;
}

/** A plan card's line for a comparison row: its title, plus what this plan adds on it. */
export function planHighlight(plan: PricingPlan, rowId: ComparisonRowId, groups: readonly ComparisonGroup[]): string {
  const row = groups.flatMap((group) => group.rows).find((candidate) => candidate.id === rowId);
  if (!row) throw new Error(`No comparison row "${rowId}"`);
  const extra = row.extras?.[plan.id];
  return extra ? `${row.feature} ${extra}` : row.feature;
}
