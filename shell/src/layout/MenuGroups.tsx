import { LabelLink } from '@site/ui';
import { useId } from 'react';
import type { MenuGroup } from '../navigation/menus';

interface MenuGroupsProps {
  readonly groups: readonly MenuGroup[];
  readonly groupClassName?: string;
  readonly headingClassName?: string;
  readonly linkClassName?: string;
  /** Called when a link is followed, so the panel or drawer can close. */
  readonly onFollow?: () => void;
}

/** The link lists of one top item, with group headings (Solutions); used by the panels and the drawer. */
export function MenuGroups({ groups, groupClassName, headingClassName, linkClassName, onFollow }: MenuGroupsProps) {
  const baseId = useId();
  return (
    <>
      {groups.map((group, index) => {
        const headingId = `${baseId}-${index}`;
        return (
          <div key={group.heading ?? index} className={groupClassName}>
            {group.heading && (
              <p id={headingId} className={headingClassName}>
                {group.heading}
              </p>
            )}
            <ul aria-labelledby={group.heading ? headingId : undefined}>
              {group.labels.map((label) => (
                <li key={label}>
                  <LabelLink label={label} className={linkClassName} onClick={onFollow} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
