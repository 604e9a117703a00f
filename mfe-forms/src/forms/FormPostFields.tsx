import type { VisitorFormInfo } from '@site/form-schemas';
import {
  FORM_ENDPOINT_FIELD,
  FORM_SENT_PAGE_FIELD,
  FORM_SUMMARY_ATTRIBUTE,
  FORM_SUMMARY_LIST_ATTRIBUTE,
  FORM_SUMMARY_WHEN_ANY_ATTRIBUTE,
} from '@site/ui/form-post';
import type { ErrorSummaryContent } from '../content/errorSummaries';
import styles from './FormErrorSummary.module.css';
import type { ShownSummary } from './useFormPost';

interface FormPostFieldsProps {
  readonly form: Pick<VisitorFormInfo, 'path'>;
  /** The page a plain post that succeeds is redirected to. */
  readonly sentPage: string;
  readonly summaries: readonly ErrorSummaryContent[];
  /** The summary the server's answer shows (from the page, see useFormPost), or null. */
  readonly shown: ShownSummary | null;
}

/**
 * What the shell's server needs to take the form as a plain post (`@site/ui/form-post`): where it
 * goes, where a success leads, and the error summaries it may show, at the top of the form.
 */
export function FormPostFields({ form, sentPage, summaries, shown }: FormPostFieldsProps) {
  return (
    <>
      <input type="hidden" name={FORM_ENDPOINT_FIELD} value={form.path} />
      <input type="hidden" name={FORM_SENT_PAGE_FIELD} value={sentPage} />
      {summaries.map((summary, index) => (
        // A fixed list, in the content's order: its place is its identity.
        <FormErrorSummary key={index} summary={summary} items={shown?.index === index ? shown.items : null} />
      ))}
    </>
  );
}

/**
 * One error summary (GOV.UK's pattern): hidden unless the server's answer shows it (`items`), then
 * a red frame with its heading, text and, for a field problem, a link to each field's control.
 * The server's answer also gives the shown one `autofocus` (the browser focuses it as the page
 * arrives), which the island does not render: `suppressHydrationWarning` keeps that one attribute.
 */
function FormErrorSummary({ summary, items }: { readonly summary: ErrorSummaryContent; readonly items: ShownSummary['items'] | null }) {
  return (
    <div
      className={styles.summary}
      tabIndex={-1}
      hidden={!items}
      {...{ [FORM_SUMMARY_ATTRIBUTE]: summary.kind, [FORM_SUMMARY_WHEN_ANY_ATTRIBUTE]: summary.whenAny }}
      suppressHydrationWarning
    >
      <div role="alert">
        <h2 className={styles.heading}>{summary.heading}</h2>
        <p className={styles.text}>{summary.text}</p>
        {summary.kind === 'invalid' && (
          <ul className={styles.list} {...{ [FORM_SUMMARY_LIST_ATTRIBUTE]: '' }}>
            {items?.map(({ message, href }) => (
              <li key={href}>
                {/* Exactly as the server writes it (no class): the hydration finds what it renders. */}
                <a href={href}>{message}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
