/**
 * The shell's frame (top bar, Back, footer) differs between pages only in a few ways: which remote
 * fills the main slot (or which page of the shell's own), which top item is active, and whether
 * Back shows. The shell's build prerenders one frame per combination, and its server picks the one
 * a request's route needs from the run-time route table: a remote's new page needs no shell build.
 */
import type { RouteTable, SiteRoute } from '@site/site-formats/routes';
import { remoteNames, type RemoteName } from '@site/site-formats/topology';
import type { LabelResolver } from '@site/ui';
import { labelResolverWith } from '@site/ui/label-map';
import { activeTopItem } from './navigation/activeItem';
import { topNavigation } from './navigation/menus';
import { SEARCH_PATH } from './searchPath';

/**
 * What fills the main slot: a remote's page, or one of the shell's own pages; `unresolved` when no
 * page matched while a remote's routes could not be read (the browser asks again, see LiveRoutePage).
 */
export type PageSlotContent = RemoteName | 'coming-soon' | 'search' | 'not-found' | 'unresolved';

export interface FrameVariant {
  readonly slot: PageSlotContent;
  /** The highlighted top item's label, or null. */
  readonly activeItem: string | null;
  /** Back shows on every page but home. */
  readonly back: boolean;
}

function slotOf(route: SiteRoute | undefined, routesIncomplete: boolean): PageSlotContent {
  if (!route) return routesIncomplete ? 'unresolved' : 'not-found';
  if (route.owner !== 'shell') return route.owner;
  return route.path === SEARCH_PATH ? 'search' : 'coming-soon';
}

/**
 * The frame a path needs. A page is highlighted under the item of the listing it belongs to.
 * `routesIncomplete`: some remote's routes are missing from the table, so "no page" is not certain.
 */
export function frameVariantOf(pathname: string, table: RouteTable, resolveLabel: LabelResolver, routesIncomplete = false): FrameVariant {
  return frameVariantFor(table.match(pathname), resolveLabel, routesIncomplete);
}

/** The frame for a route already matched (the server matches each request's path once). */
export function frameVariantFor(route: SiteRoute | undefined, resolveLabel: LabelResolver, routesIncomplete = false): FrameVariant {
  return {
    slot: slotOf(route, routesIncomplete),
    activeItem: route ? activeTopItem(route.parent ?? route.path, topNavigation, resolveLabel) : null,
    back: route?.path !== '/',
  };
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A frame's name in the shell's prerender output, e.g. `/__frame/resources/resources/back`. */
export function frameName({ slot, activeItem, back }: FrameVariant): string {
  return `/__frame/${slot}/${activeItem === null ? 'none' : slug(activeItem)}/${back ? 'back' : 'no-back'}`;
}

/** Every frame a route can need: the shell's own pages never sit under a menu item or on home. */
export function allFrameVariants(): FrameVariant[] {
  const items = [null, ...topNavigation.map((item) => item.label)];
  const remoteFrames = remoteNames.flatMap((slot) =>
    items.flatMap((activeItem) => [true, false].map((back) => ({ slot, activeItem, back }))),
  );
  const shellPages = (['coming-soon', 'search', 'not-found', 'unresolved'] as const).map((slot) => ({
    slot,
    activeItem: null,
    back: true,
  }));
  return [...remoteFrames, ...shellPages];
}

/**
 * In a prerendered frame, a menu label the shell's map does not know links to a token path; the
 * server writes in the page that label reaches on the live site (a remote's page titled so, or
 * /coming-soon), so the HTML matches what the browser renders from the same table.
 */
const LABEL_TOKEN_PREFIX = '/__label/';
export const frameLabelResolver: LabelResolver = labelResolverWith((label) => LABEL_TOKEN_PREFIX + encodeURIComponent(label.trim()));

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The frame's markup with every label token replaced by where the label leads now. */
export function resolveFrameLabels(html: string, resolveLabel: LabelResolver): string {
  return html.replace(/href="\/__label\/([^"]*)"/g, (_match, encoded: string) => {
    const target = resolveLabel(decodeURIComponent(encoded));
    return `href="${escapeAttribute(target?.kind === 'route' ? target.to : '/')}"`;
  });
}
