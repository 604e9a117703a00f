/** Shapes of the pricing content (spec section 3: pricing plan, comparison group), as schema.ts checks them. */
import type { DataEntry } from '@site/devkit/markdown';
import type { z } from 'zod';
import type { comparisonGroup, pricingIndustry, pricingPlan } from './schema';

/** A file's data as the build gives it (read-only). */
type FileData<Schema extends z.ZodType> = DataEntry<z.output<Schema>>['data'];

export interface PricingPlan extends FileData<typeof pricingPlan> {
  /** The plan's file name in plans/, e.g. "professional": how comparison rows name it. */
  readonly id: string;
}

export type ComparisonGroup = FileData<typeof comparisonGroup>;

/** A comparison row's id, e.g. "bank-feed": how plan cards name it in their highlights. */
export type ComparisonRowId = string;

export interface IndustryOption extends FileData<typeof pricingIndustry> {
  /** The industry's file name in industries/: the select's value and the address's `?industry=`. */
  readonly value: string;
}

export type IndustryValue = IndustryOption['value'];
