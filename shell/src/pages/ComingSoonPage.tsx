import { ButtonLink, LabelLink, buttonClassName } from '@site/ui';
import { siteConfig } from '@site/site-config';
import comingSoonImage from '../assets/coming-soon.svg';
import styles from './pages.module.css';

export function ComingSoonPage() {
  return (
    <div className={styles.page}>
      <title>{`Coming soon | ${siteConfig.brand.name}`}</title>
      <meta
        name="description"
        content={`This part of ${siteConfig.brand.name} is still being written. Book a demo to see it in the product.`}
      />
      <img src={comingSoonImage} width={480} height={320} alt="" />
      <h1>Coming soon</h1>
      <p>
        We&rsquo;re still writing this page. The feature itself may already be in the product: book a demo and we&rsquo;ll walk you through
        it with your own rosters and participants.
      </p>
      <ul className={styles.links}>
        <li>
          <ButtonLink to="/">Back to the home page</ButtonLink>
        </li>
        <li>
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'secondary' })} />
        </li>
      </ul>
    </div>
  );
}
