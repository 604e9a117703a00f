import { useId, useState } from 'react';
import { Button, Icon } from '@site/ui';
import { pricingPage } from '../content/pricingPage';
import type { CellState, ComparisonTableModel } from '../pricing/comparisonTable';
import styles from './ComparisonTable.module.css';

const copy = pricingPage.comparison;

const stateText: Record<CellState, string> = {
  included: copy.included,
  'not-included': copy.notIncluded,
  'coming-soon': copy.comingSoon,
};

/** The feature comparison, collapsed until the visitor asks for it. A real table with row and column headers. */
export function ComparisonTable({ model }: { readonly model: ComparisonTableModel }) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const captionId = useId();
  return (
    <div className={styles.comparison}>
      <Button variant="secondary" aria-expanded={expanded} aria-controls={regionId} onClick={() => setExpanded((open) => !open)}>
        {expanded ? copy.hide : copy.show}
        <Icon name="chevronDown" className={expanded ? styles.chevronOpen : styles.chevron} />
      </Button>
      <div
        id={regionId}
        hidden={!expanded}
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: without a tab stop keyboard users cannot scroll it (WCAG 2.1.1, axe scrollable-region-focusable); the rule's docs name this exception, and it is a named region
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId}>{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.featureColumn}</th>
              {model.columns.map((column) => (
                <th scope="col" key={column.planId}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          {model.groups.map((group) => (
            <tbody key={group.heading}>
              <tr className={styles.groupRow}>
                <th scope="rowgroup" colSpan={model.columns.length + 1}>
                  {group.heading}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.id} data-row={row.id}>
                  <th scope="row">
                    <span className={styles.rowTitle}>{row.title}</span>
                    {row.subTitle && <span className={styles.rowSubTitle}>{row.subTitle}</span>}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.planId} data-state={cell.state}>
                      <Icon
                        name={cell.state === 'included' ? 'check' : 'cross'}
                        className={cell.state === 'included' ? styles.tick : styles.cross}
                      />
                      <span className="visually-hidden">{stateText[cell.state]}</span>
                      {cell.extra && <span className={styles.extra}>{cell.extra}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
