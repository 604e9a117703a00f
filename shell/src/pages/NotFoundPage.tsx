import { ButtonLink, LabelLink, siteConfig } from '@site/ui';
import styles from './pages.module.css';

const helpfulLabels = ['Product', 'Pricing', 'Book a Demo', 'Blog', 'FAQs', 'Contact Us'];

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <title>{`Page not found | ${siteConfig.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>We couldn&rsquo;t find that page. It may have moved, or the address may have a typo. These are good places to start:</p>
      <ul className={styles.links}>
        {helpfulLabels.map((label) => (
          <li key={label}>
            <LabelLink label={label} />
          </li>
        ))}
      </ul>
      <p>
        <ButtonLink to="/">Go to the home page</ButtonLink>
      </p>
    </div>
  );
}
