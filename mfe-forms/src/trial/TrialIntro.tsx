import { freeTrial } from '../content/freeTrial';
import styles from './TrialIntro.module.css';

/** What the free-trial sign-up says before its form, in the dialog and on its own page: no card needed, and what happens next. */
export function TrialIntro() {
  return (
    <>
      <p className={styles.noCard}>{freeTrial.noCard}</p>
      <p>{freeTrial.intro}</p>
    </>
  );
}
