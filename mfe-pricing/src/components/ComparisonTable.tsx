import { useId } from 'react';
import { Button, Icon } from '@site/ui';
import { disclosureTrigger, revealAfterFirstFrame } from '@site/ui/behaviours';
import { pricingPage } from '../content/pricingPage';
import type { CellState, ComparisonTableModel } from '../pricing/comparisonTable';
import styles from './ComparisonTable.module.css';

const copy = pricingPage.comparison;

const stateText: Record<CellState, string> = {
  included: copy.included,
  'not-included': copy.notIncluded,
  'coming-soon': copy.comingSoon,
};

/**
 * The feature comparison, collapsed until the visitor asks for it. A real table with row and column
 * headers.
 *
 * Its toggle is markup only: the disclosure behaviour (`@site/ui/behaviours`) opens and closes it
 * and swaps its label, from the server's HTML, before and after the pricing island is live. React
 * renders it collapsed and never changes it, so a re-render (another industry) leaves the open or
 * closed state the visitor chose as it is. Its row groups after the first are shown a frame after the
 * table opens (`revealAfterFirstFrame`), so the tap is answered without laying out the whole table.
 */
export function ComparisonTable({ model }: { readonly model: ComparisonTableModel }) {
  const regionId = useId();
  const captionId = useId();
  return (
    <div className={styles.comparison}>
      <Button variant="secondary" {...disclosureTrigger({ controls: regionId, labels: { expanded: copy.hide, collapsed: copy.show } })}>
        {/* The behaviour writes the label; hydrating an island the visitor already opened keeps it. */}
        <span data-disclosure-label suppressHydrationWarning>
          {copy.show}
        </span>
        <Icon name="chevronDown" className={styles.chevron} />
      </Button>
      <div
        id={regionId}
        hidden
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
          {model.groups.map((group, index) => (
            // The first group is the answer to the tap; the others, mostly below the fold, come a frame later.
            <tbody key={group.heading} {...(index > 0 ? revealAfterFirstFrame : {})}>
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
