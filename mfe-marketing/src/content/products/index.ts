import type { ProductOverviewContent } from '../types';
import { communicationOverview } from './communication';
import { hrManagementOverview } from './hrManagement';
import { platformOverview } from './platform';
import { schedulingOverview } from './scheduling';
import { timeManagementOverview } from './timeManagement';

/** The five product overview pages, in menu order. */
export const productOverviews: readonly ProductOverviewContent[] = [
  platformOverview,
  schedulingOverview,
  timeManagementOverview,
  hrManagementOverview,
  communicationOverview,
];
