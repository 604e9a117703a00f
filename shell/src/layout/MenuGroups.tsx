import { LabelLink, targetClassNames } from '@site/ui';
import { useId } from 'react';
import type { MenuGroup } from '../../shared/navigation/menus';
import styles from './MenuGroups.module.css';

interface MenuGroupsProps {
  readonly groups: readonly MenuGroup[];
  /** Layout extras of the panel or drawer; the shared look comes from MenuGroups.module.css. */
  readonly groupClassName?: string;
  readonly headingClassName?: string;
  readonly linkClassName?: string;
  /** Called when a link is followed, so the panel or drawer can close. */
  readonly onFollow?: () => void;
}

function join(...classNames: Array<string | undefined>): string {
  return classNames.filter(Boolean).join(' ');
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
              <p id={headingId} className={join(styles.heading, headingClassName)}>
                {group.heading}
              </p>
            )}
            <ul className={styles.list} aria-labelledby={group.heading ? headingId : undefined}>
              {group.labels.map((label) => (
                <li key={label}>
                  <LabelLink label={label} className={join(styles.link, targetClassNames.block, linkClassName)} onClick={onFollow} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
