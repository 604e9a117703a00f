import { featuresSliderSettings, logoCarouselSettings, slidesPerViewAt } from './sliderSettings';

describe('slider settings (spec section 4)', () => {
  it('features: 5 per view by default, 3 at 1100 px and below, 1 at 425 px and below; 30 px apart; 2 s autoplay', () => {
    expect([1920, 1101, 1100, 426, 425, 320].map((width) => slidesPerViewAt(featuresSliderSettings, width))).toEqual([5, 5, 3, 3, 1, 1]);
    expect(featuresSliderSettings.spaceBetween).toBe(30);
    expect(featuresSliderSettings.autoplay).toMatchObject({ delay: 2000, pauseOnMouseEnter: true, disableOnInteraction: false });
  });

  it('client logos: 2/3/4/5/6 per view from 0/640/768/1024/1280 px, looping every 500 ms at 1500 ms speed, no touch drag', () => {
    expect([320, 639, 640, 768, 1023, 1024, 1279, 1280].map((width) => slidesPerViewAt(logoCarouselSettings, width))).toEqual([
      2, 2, 3, 4, 4, 5, 5, 6,
    ]);
    expect(logoCarouselSettings).toMatchObject({ loop: true, speed: 1500, allowTouchMove: false, spaceBetween: 10 });
    expect(logoCarouselSettings.autoplay.delay).toBe(500);
  });
});
