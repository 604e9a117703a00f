import type { RolePageContent } from '../types';
import { accountant } from './accountant';
import { administrator } from './administrator';
import { hrManager } from './hrManager';
import { ndisStaff } from './ndisStaff';
import { participant } from './participant';
import { rosterManager } from './rosterManager';

/** The six role pages, in the order of the Solutions menu's BY ROLE group. */
export const rolePages: readonly RolePageContent[] = [administrator, rosterManager, ndisStaff, hrManager, accountant, participant];
