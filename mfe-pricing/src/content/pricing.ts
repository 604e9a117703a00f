/**
 * The plans, the comparison table and the industries, read from their YAML files (plans/,
 * comparison/, industries/; each a collection checked by the build), in their `order`.
 */
import { entriesInOrder as inOrder } from '@site/devkit/markdown';
import type { z } from 'zod';
import comparisonFiles from './comparison/collection.yml';
import industryFiles from './industries/collection.yml';
import planFiles from './plans/collection.yml';
import type { comparisonGroup, pricingIndustry, pricingPlan } from './schema';
import type { ComparisonGroup, IndustryOption, PricingPlan } from './types';

/** Minimum number of paid users on every plan (spec section 9). */
export const MINIMUM_USERS = 5;
export const optionalAddons = ['LMS'] as const;

/** The NDIS plans (spec section 9): per user per month, Australian dollars excluding GST. */
export const pricingPlans: readonly PricingPlan[] = inOrder<z.output<typeof pricingPlan>>(planFiles).map(({ slug, data }) => ({
  id: slug,
  ...data,
}));

/** The feature comparison of the plans (spec section 9), group by group. */
export const comparisonGroups: readonly ComparisonGroup[] = inOrder<z.output<typeof comparisonGroup>>(comparisonFiles).map(
  ({ data }) => data,
);

/** The select's options after its "Select Industry" placeholder (spec section 2). */
export const industryOptions: readonly IndustryOption[] = inOrder<z.output<typeof pricingIndustry>>(industryFiles).map(
  ({ slug, data }) => ({ value: slug, ...data }),
);

/** The industry that shows plan cards, and the default when the address names none. */
export const DEFAULT_INDUSTRY = 'ndis';

/** The default industry's option (checkPricing makes sure industries/ has it). */
export const defaultIndustryOption: IndustryOption = industryOptions.find((option) => option.value === DEFAULT_INDUSTRY) ?? {
  value: DEFAULT_INDUSTRY,
  order: 0,
  label: DEFAULT_INDUSTRY,
};
