import type { IndustryPageContent } from '../types';
import { ictIndustry } from './ict';
import { ndisIndustry } from './ndis';

/** The industry pages that have their own route. */
export const industryPages: readonly IndustryPageContent[] = [ndisIndustry, ictIndustry];
