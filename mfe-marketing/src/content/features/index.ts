import type { FeaturePageContent } from '../types';
import { accessControlPanel } from './accessControlPanel';
import { accounting } from './accounting';
import { adminConsole } from './adminConsole';
import { chat } from './chat';
import { clockInAndClockOut } from './clockInAndClockOut';
import { forms } from './forms';
import { hrOperations } from './hrOperations';
import { incidentManagement } from './incidentManagement';
import { myProfile } from './myProfile';
import { participantManagement } from './participantManagement';
import { roleBasedDashboard } from './roleBasedDashboard';
import { rosterManagement } from './rosterManagement';
import { tLearningHub } from './tLearningHub';
import { timesheet } from './timesheet';
import { tSign } from './tSign';

/** The fifteen feature pages, in the order of the spec's route table (and of the features slider). */
export const featurePages: readonly FeaturePageContent[] = [
  rosterManagement,
  timesheet,
  adminConsole,
  accessControlPanel,
  hrOperations,
  tSign,
  clockInAndClockOut,
  participantManagement,
  incidentManagement,
  roleBasedDashboard,
  chat,
  myProfile,
  forms,
  accounting,
  tLearningHub,
];
