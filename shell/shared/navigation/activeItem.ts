import type { LabelResolver } from '@site/ui';
import type { TopItem } from './menus';

function firstSegment(path: string): string {
  return (path.split(/[?#]/)[0] ?? '').split('/')[1]?.toLowerCase() ?? '';
}

/**
 * The top item to highlight: the one whose own link or panel links lead to the current path's
 * first segment. Home and pages outside the menus highlight nothing.
 */
export function activeTopItem(pathname: string, items: readonly TopItem[], resolveLabel: LabelResolver): string | null {
  const segment = firstSegment(pathname);
  if (!segment) return null;
  const leadsHere = (label: string) => {
    const target = resolveLabel(label, { fallback: false });
    return target?.kind === 'route' && firstSegment(target.to) === segment;
  };
  const item = items.find((top) => (top.groups ? top.groups.some((group) => group.labels.some(leadsHere)) : leadsHere(top.label)));
  return item?.label ?? null;
}
