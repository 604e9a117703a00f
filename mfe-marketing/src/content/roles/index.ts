/** The role pages: one YAML file each in this folder (collection.yml), in their `order` (the Solutions menu's BY ROLE group). */
import type { RolePageContent, RolePageData } from '../types';
import { pagesOf } from '../pages';
import collection from './collection.yml';

export const rolePages: readonly RolePageContent[] = pagesOf<RolePageData>(collection);
