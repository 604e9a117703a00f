import { Icon } from '@site/ui';
import type { Ref } from 'react';
import styles from './Slider.module.css';

export interface SliderButtonsProps {
  /** What slides, for the buttons' names, e.g. "features". */
  readonly subject: string;
  readonly prevRef?: Ref<HTMLButtonElement>;
  readonly nextRef?: Ref<HTMLButtonElement>;
  readonly autoplay?: { readonly paused: boolean; readonly followsPreference: boolean; readonly toggle: () => void };
}

/** Previous/next arrows and, for an autoplaying slider, the visible pause/play control. */
export function SliderButtons({ subject, prevRef, nextRef, autoplay }: SliderButtonsProps) {
  return (
    <div className={styles.buttons}>
      {autoplay && (
        <button type="button" className={styles.pause} onClick={autoplay.toggle}>
          {autoplay.followsPreference ? (
            // Until the visitor chooses, the stylesheet shows the one that matches their motion
            // preference: the server's HTML is already right, and nothing changes when it wakes.
            <>
              <span className={styles.whenMotion}>
                <Icon name="pause" /> Pause
              </span>
              <span className={styles.whenReducedMotion}>
                <Icon name="play" /> Play
              </span>
            </>
          ) : (
            <>
              <Icon name={autoplay.paused ? 'play' : 'pause'} />
              <span>{autoplay.paused ? 'Play' : 'Pause'}</span>
            </>
          )}
          <span className="visually-hidden"> automatic sliding of {subject}</span>
        </button>
      )}
      {prevRef && (
        <button type="button" ref={prevRef} className={styles.arrow}>
          <Icon name="chevronLeft" title={`Previous ${subject}`} />
        </button>
      )}
      {nextRef && (
        <button type="button" ref={nextRef} className={styles.arrow}>
          <Icon name="chevronRight" title={`Next ${subject}`} />
        </button>
      )}
    </div>
  );
}
