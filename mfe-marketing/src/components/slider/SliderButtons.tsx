import { Icon } from '@site/ui';
import { sliderControl } from '@site/ui/behaviours';
import styles from './Slider.module.css';

export interface SliderButtonsProps {
  /** The id of the slider (`sliderViewport`) the buttons move. */
  readonly controls: string;
  /** What slides, for the buttons' names, e.g. "features". */
  readonly subject: string;
  /** Previous/next arrows. */
  readonly arrows?: boolean;
  /** The slider moves by itself: a visible pause/play control (WCAG 2.2.2). */
  readonly autoplay?: boolean;
}

/**
 * Previous/next arrows and, for an autoplaying slider, the visible pause/play control. Markup only:
 * the page's behaviours answer them from the server's HTML, then Swiper runs the arrows and follows
 * the pause button (`@site/ui/behaviours`), no island needed.
 */
export function SliderButtons({ controls, subject, arrows = false, autoplay = false }: SliderButtonsProps) {
  return (
    <div className={styles.buttons}>
      {autoplay && (
        <button className={styles.pause} {...sliderControl({ action: 'pause', controls })}>
          {/* The stylesheet shows the label that fits: the motion preference until the visitor
              chooses, then their choice (data-slider-paused, set by the button's behaviour). */}
          <span className={styles.whenPlaying}>
            <Icon name="pause" /> Pause
          </span>
          <span className={styles.whenPaused}>
            <Icon name="play" /> Play
          </span>
          <span className="visually-hidden"> automatic sliding of {subject}</span>
        </button>
      )}
      {arrows && (
        <>
          <button className={styles.arrow} {...sliderControl({ action: 'previous', controls, label: `Previous ${subject}` })}>
            <Icon name="chevronLeft" />
          </button>
          <button className={styles.arrow} {...sliderControl({ action: 'next', controls, label: `Next ${subject}` })}>
            <Icon name="chevronRight" />
          </button>
        </>
      )}
    </div>
  );
}
