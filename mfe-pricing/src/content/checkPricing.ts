/**
 * What no single file's schema can check: that the plan, comparison and industry files agree with
 * one another. The prerender runs it, so a release whose files disagree fails its build with these
 * messages, each naming the file and field to fix.
 */
import type { ComparisonGroup, IndustryOption, PricingPlan } from './types';

interface PricingContent {
  readonly plans: readonly PricingPlan[];
  readonly groups: readonly ComparisonGroup[];
  readonly industries: readonly IndustryOption[];
  readonly defaultIndustry: string;
}

/** Every disagreement between the files, one message each; empty when they agree. */
export function pricingProblems({ plans, groups, industries, defaultIndustry }: PricingContent): string[] {
  const problems: string[] = [];
  const planIds = plans.map((plan) => plan.id);
  const knownPlans = `plans/ has ${planIds.join(', ')}`;
  const rows = groups.flatMap((group) => group.rows.map((row, index) => ({ group, row, index })));

  for (const { group, row, index } of rows) {
    const where = `comparison (group "${group.heading}"): rows.${index}`;
    for (const planId of row.plans)
      if (!planIds.includes(planId)) problems.push(`${where}.plans: "${planId}" is not a plan (${knownPlans})`);
    for (const planId of Object.keys(row.extras ?? {}))
      if (!planIds.includes(planId)) problems.push(`${where}.extras: "${planId}" is not a plan (${knownPlans})`);
    if (rows.filter((other) => other.row.id === row.id).length > 1) problems.push(`${where}.id: "${row.id}" is the id of another row too`);
  }
  for (const plan of plans)
    for (const [index, rowId] of plan.highlights.entries()) {
      const row = rows.find((candidate) => candidate.row.id === rowId)?.row;
      if (!row) problems.push(`plans/${plan.id}.yaml: highlights.${index}: "${rowId}" is not the id of a comparison row`);
      else if (!row.plans.includes(plan.id))
        problems.push(`plans/${plan.id}.yaml: highlights.${index}: the comparison row "${rowId}" does not include ${plan.id}`);
    }
  for (const industry of industries) {
    const shown = industry.value === defaultIndustry;
    if (shown && industry.contactIntro)
      problems.push(`industries/${industry.value}.yaml: contactIntro: this industry shows the plans; leave contactIntro out`);
    if (!shown && !industry.contactIntro)
      problems.push(`industries/${industry.value}.yaml: contactIntro: write the sentence shown above the sales contact`);
  }
  if (!industries.some((industry) => industry.value === defaultIndustry))
    problems.push(`industries/: no ${defaultIndustry}.yaml, the industry whose plans are shown`);
  return problems;
}
