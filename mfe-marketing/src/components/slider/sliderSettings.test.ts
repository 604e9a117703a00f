import { sliderArticlePath } from './blogRouting';
import { blogSliderSettings, featuresSliderSettings, logoCarouselSettings, slidesPerViewAt } from './sliderSettings';

describe('slider settings (spec section 4)', () => {
  it('features: 5 per view by default, 3 at 1100 px and below, 1 at 425 px and below; 30 px apart; 2 s autoplay', () => {
    expect([1920, 1101, 1100, 426, 425, 320].map((width) => slidesPerViewAt(featuresSliderSettings, width))).toEqual([5, 5, 3, 3, 1, 1]);
    expect(featuresSliderSettings.spaceBetween).toBe(30);
    expect(featuresSliderSettings.autoplay).toMatchObject({ delay: 2000, pauseOnMouseEnter: true, disableOnInteraction: false });
  });

  it('blog: 3 per view, 2 at 1000 px and below, 1 at 570 px and below; 50 px apart; free mode that snaps', () => {
    expect([1280, 1001, 1000, 571, 570, 320].map((width) => slidesPerViewAt(blogSliderSettings, width))).toEqual([3, 3, 2, 2, 1, 1]);
    expect(blogSliderSettings.spaceBetween).toBe(50);
    expect(blogSliderSettings.freeMode).toEqual({ enabled: true, sticky: true });
  });

  it('client logos: 2/3/4/5/6 per view from 0/640/768/1024/1280 px, looping every 500 ms at 1500 ms speed, no touch drag', () => {
    expect([320, 639, 640, 768, 1023, 1024, 1279, 1280].map((width) => slidesPerViewAt(logoCarouselSettings, width))).toEqual([
      2, 2, 3, 4, 4, 5, 5, 6,
    ]);
    expect(logoCarouselSettings).toMatchObject({ loop: true, speed: 1500, allowTouchMove: false, spaceBetween: 10 });
    expect(logoCarouselSettings.autoplay.delay).toBe(500);
  });
});

describe('blog slider routing (reading A)', () => {
  it('opens the first article for card 1, the second for card 2 and the third for the spec’s other cards', () => {
    const card = (id: number) => ({ id, path: `/blog/article-${id}` });
    expect([1, 2, 3, 4, 0].map((id) => sliderArticlePath(card(id)))).toEqual([
      '/blogPost',
      '/blogPost2',
      '/blogPost3',
      '/blogPost3',
      '/blogPost3',
    ]);
  });

  it('opens a newer article’s card at the address the blog publishes with it', () => {
    expect(sliderArticlePath({ id: 5, path: '/blog/rostering-for-sil' })).toBe('/blog/rostering-for-sil');
  });
});
