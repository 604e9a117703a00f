import { Icon, useNavigateTo } from '@site/ui';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSiteSearch } from './loadSiteSearch';
import { searchPagePath } from '../../shared/searchPath';
import { groupByKind, type SearchResult, type SiteSearch } from './siteSearch';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** `bar`: compact, in the top bar; `drawer`: full width, in the mobile drawer. */
  readonly variant: 'bar' | 'drawer';
  /** Called after the box sent the visitor somewhere (a box inside a `<dialog>`, the drawer, also closes it). */
  readonly onNavigate?: () => void;
  /** Where the search comes from (the remotes' indexes; tests give their own). */
  readonly loadSearch?: () => Promise<SiteSearch>;
}

/** Few enough to show without a scrolling list (the options are not focusable, a scrolled list would hide some). */
const SUGGESTIONS = 6;

/**
 * The site search as an ARIA combobox: typing lists matching pages grouped by kind; arrows move
 * through them, Enter opens one (or the full results page), Escape closes the list, then clears.
 * Focus stays in the input (aria-activedescendant). The index loads on the first focus.
 */
export function SearchBox({ variant, onNavigate, loadSearch }: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigateTo();
  const { state, prepare } = useSiteSearch(loadSearch);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const trimmed = query.trim();
  const groups = useMemo(
    () => (state.status === 'ready' && trimmed ? groupByKind(state.search.search(trimmed, SUGGESTIONS)) : []),
    [state, trimmed],
  );
  // Options in the order they are shown; the last one opens the full results page.
  const results = groups.flatMap((group) => group.results);
  const optionCount = trimmed ? results.length + 1 : 0;
  const expanded = open && trimmed !== '';

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    // The drawer is server HTML around this island: the box closes it (no page to cover on a query change).
    document.getElementById(inputId)?.closest('dialog')?.close();
    navigate(to);
    onNavigate?.();
  };
  // A result's page, or (the last option, or no option chosen: -1) the full results page.
  const choose = (index: number) => go(results[index]?.url ?? searchPagePath(trimmed));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? optionCount - 1 : (current + step + optionCount) % optionCount));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (trimmed) choose(expanded ? active : -1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const status =
    !trimmed || !open
      ? ''
      : state.status === 'failed'
        ? 'Search is unavailable just now. Please try again in a moment.'
        : state.status !== 'ready'
          ? 'Loading search…'
          : results.length === 0
            ? `No pages match “${trimmed}”. Press Enter for suggestions.`
            : `${results.length} ${results.length === 1 ? 'page matches' : 'pages match'}. Use the up and down arrows to choose one.`;

  /**
   * An option of the listbox, `index` in the order shown. As in the APG combobox pattern, the keyboard
   * chooses options from the input (arrows, Enter; aria-activedescendant names the current one), so an
   * option never takes focus; a click chooses it: a pointer's, or assistive technology activating it.
   */
  const option = (index: number, key: string, content: ReactNode, className = styles.option) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- a combobox's option: its keys are the input's (aria-activedescendant), and focusing it would take focus out of the input
    <div
      key={key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={className}
      // Keep the focus in the input; the click still chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(index)}
    >
      {content}
    </div>
  );
  const resultOption = (result: SearchResult) =>
    option(
      results.indexOf(result),
      result.url,
      <>
        <span className={styles.title}>{result.title}</span>
        {result.description && <span className={styles.description}>{result.description}</span>}
      </>,
    );

  return (
    <div
      className={`${styles.box} ${variant === 'bar' ? styles.bar : styles.drawer}`}
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <div className={styles.field}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search"
          value={query}
          onFocus={() => {
            prepare();
            setOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
              <div role="presentation" id={`${id}-${group.kind}`} className={styles.groupLabel}>
                {group.label}
              </div>
              {group.results.map(resultOption)}
            </div>
          ))}
          {trimmed &&
            option(
              results.length,
              'all',
              results.length === 0 && state.status === 'ready'
                ? `No pages match “${trimmed}”: see suggestions`
                : `See all results for “${trimmed}”`,
              `${styles.option} ${styles.all}`,
            )}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
