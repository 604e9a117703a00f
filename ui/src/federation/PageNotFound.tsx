import { LabelLink } from '../navigation/labels';
import { ButtonLink } from '../primitives/Button';
import { targetClassNames } from '../primitives/Target';
import { siteConfig } from '@site/site-config';
import styles from './PageNotFound.module.css';

const helpfulLabels = ['Product', 'Pricing', 'Book a Demo', 'Blog', 'FAQs', 'Contact Us'];

/** "Page not found" with ways forward; the shell's 404 and any remote's unknown path show this. */
export function PageNotFound() {
  return (
    <div className={styles.page}>
      <title>{`Page not found | ${siteConfig.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>We couldn&rsquo;t find that page. It may have moved, or the address may have a typo. These are good places to start:</p>
      <ul className={styles.links}>
        {helpfulLabels.map((label) => (
          <li key={label}>
            <LabelLink label={label} className={targetClassNames.inline} />
          </li>
        ))}
      </ul>
      <p>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </p>
    </div>
  );
}
