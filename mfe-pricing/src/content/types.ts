/** Shapes of the pricing content (spec section 3: pricing plan, comparison group). */

/** The three plan columns of the comparison table; a plan card names the one that holds its flags. */
type PlanColumn = 'data1' | 'data2' | 'data3';

export interface PricingPlan {
  readonly id: number;
  /** Which comparison-table column holds this plan's flags. */
  readonly column: PlanColumn;
  readonly title: string;
  readonly subTitle: string;
  readonly description: string;
  /** Per user, in Australian dollars, excluding GST. */
  readonly Pricing: number;
  readonly timePeriod: string;
  /** Comparison rows this card highlights, by id: each must be ticked for the plan (tested). */
  readonly features: readonly ComparisonRowId[];
  readonly tag?: string;
}

interface ComparisonRow {
  readonly id: ComparisonRowId;
  readonly title: string;
  readonly subTitle?: string;
  /** Included in plan 1, 2, 3. */
  readonly data1: boolean;
  readonly data2: boolean;
  readonly data3: boolean;
  /** Something a plan adds on this row (e.g. "+ Dedicated Manager"). */
  readonly extras?: Partial<Record<PlanColumn, string>>;
  /** Not available on any plan yet. */
  readonly comingSoon?: boolean;
}

export interface ComparisonGroup {
  readonly heading: string;
  readonly data: readonly ComparisonRow[];
}

export type ComparisonRowId =
  | 'roster'
  | 'shiftTypes'
  | 'timesheet'
  | 'clockInOut'
  | 'dashboard'
  | 'participants'
  | 'incidents'
  | 'repository'
  | 'formsBuilder'
  | 'formsUploadsSignatures'
  | 'tsign'
  | 'tsignDocuments'
  | 'hrOperations'
  | 'adminConsole'
  | 'accessControl'
  | 'myProfile'
  | 'awards'
  | 'accounting'
  | 'singleTouchPayroll'
  | 'bankFileExport'
  | 'bankFeed'
  | 'wageReports'
  | 'chat'
  | 'chatLogs'
  | 'supportChat'
  | 'aiRostering'
  | 'aiIncidentSummaries';

export type IndustryValue = 'ndis' | 'ict' | 'retail-hospitality' | 'multi-site-businesses' | 'manufacturing' | 'construction';

export interface IndustryOption {
  readonly value: IndustryValue;
  readonly label: string;
  /** Shown above the contact block when the industry has no plan cards. */
  readonly contactIntro?: string;
}
