import { Icon, LabelLink, Section } from '@site/ui';
import styles from './AppDownload.module.css';

/** "Download app to enjoy more!" with the two store links (through the label map). */
export function AppDownload() {
  return (
    <Section heading="Download app to enjoy more!" tone="alt" className={styles.section}>
      <p className={styles.text}>
        Support workers see their shifts, clock in and out, write progress notes and chat with the office from their phone.
      </p>
      <ul className={styles.stores}>
        <li>
          <LabelLink label="ios" className={styles.store}>
            <Icon name="apple" size={28} />
            <span>
              <small>Download on the</small> App Store
            </span>
          </LabelLink>
        </li>
        <li>
          <LabelLink label="android" className={styles.store}>
            <Icon name="android" size={28} />
            <span>
              <small>Get it on</small> Google Play
            </span>
          </LabelLink>
        </li>
      </ul>
    </Section>
  );
}
