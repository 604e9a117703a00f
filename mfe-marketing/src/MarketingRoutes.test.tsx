import { fireEvent, screen, within } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { siteConfig } from '@site/site-config';
import * as blogPostsModule from '@site/mfe-resources/exposes/BlogPosts';
import { MarketingRoutes } from './MarketingRoutes';
import { routes } from './routes';

const withBlog = { pages: routes, remoteModules: { 'resources/./BlogPosts': blogPostsModule } };

async function openPage(path: string, options = withBlog) {
  const result = renderAtRoute(MarketingRoutes, path, options);
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('home page', () => {
  it('leads with the hero, its store and social links from the label map', async () => {
    await openPage('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rosters, participants and compliance');
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', expect.stringContaining('apps.example.com'));
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', expect.stringContaining('play.example.com'));
    for (const network of ['Facebook', 'YouTube', 'LinkedIn', 'Instagram']) {
      const link = screen.getByRole('link', { name: new RegExp(`Wattlecare on ${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('has a features slider with one card per feature page, each linking by its title, and a pause control', async () => {
    const { container } = await openPage('/');
    const slider = screen.getByTestId('features-slider');
    expect(container.querySelector('#features')).toContainElement(slider);
    expect(within(slider).getAllByRole('link')).toHaveLength(15);
    expect(within(slider).getByRole('link', { name: 'Roster Management' })).toHaveAttribute('href', '/roster-management');
    expect(within(slider).getByRole('link', { name: 'Clock In & Clock Out' })).toHaveAttribute('href', '/clock-in-and-clock-out');
    // Pause or Play by the visitor's motion preference: the stylesheet shows one (jsdom applies none; e2e checks the name).
    const control = screen.getByRole('button', { name: /automatic sliding of features$/ });
    expect(within(control).getByText('Pause')).toBeInTheDocument();
    expect(within(control).getByText('Play')).toBeInTheDocument();
    // Markup that works before Swiper takes over (no island): the arrows and the pause button name this slider.
    for (const name of ['Previous features', 'Next features', /automatic sliding of features$/]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-controls', slider.id);
    }
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(slider).getAllByRole('group', { name: /^\d+ of 15$/ })).toHaveLength(15);
    fireEvent.click(control);
    expect(control).toHaveAttribute('data-slider-paused', 'true');
  });

  it('numbers the how-it-works steps and marks the divider cards for both widths', async () => {
    await openPage('/');
    const steps = screen.getByRole('heading', { name: 'How it works' }).closest('section')!.querySelectorAll('li');
    expect([...steps].map((step) => step.textContent.slice(0, 2))).toEqual(['01', '02', '03', '04', '05', '06']);
    expect([...steps].map((step) => step.dataset.dividerWide)).toEqual(['false', 'true', 'true', 'false', 'true', 'true']);
    expect([...steps].map((step) => step.dataset.dividerNarrow)).toEqual(['false', 'true', 'false', 'true', 'false', 'true']);
  });

  it('has the five results, three rated testimonials, an FAQ with one answer open at a time and ten client logos', async () => {
    await openPage('/');
    expect(screen.getByText('98%')).toBeInTheDocument();
    expect(screen.getByText('1,000+')).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByText('99.9%')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Rated \d out of 5$/ }).map((stars) => stars.getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 4 out of 5',
    ]);

    const trial = screen.getByRole('button', { name: 'Can we try it before we buy?' });
    const pricing = screen.getByRole('button', { name: 'How is Wattlecare priced?' });
    fireEvent.click(trial);
    fireEvent.click(pricing);
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    expect(pricing).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(pricing);
    expect(pricing).toHaveAttribute('aria-expanded', 'false');

    expect(screen.getByRole('heading', { name: 'Our Most Trusted Clients' })).toBeInTheDocument();
    const logos = within(screen.getByTestId('logo-carousel')).getAllByRole('img');
    expect(new Set(logos.map((logo) => logo.getAttribute('alt'))).size).toBe(10);
  });
});

describe('feature pages', () => {
  it('place the hero image above the heading for HR Operations and below it for Timesheet', async () => {
    const above = await openPage('/hr-operations');
    const heading = screen.getByRole('heading', { level: 1 });
    const heroImage = heading.closest('section')!.querySelector('img')!;
    expect(heroImage.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    above.unmount();

    await openPage('/timesheet');
    const timesheetHeading = screen.getByRole('heading', { level: 1 });
    const timesheetImage = timesheetHeading.closest('section')!.querySelector('img')!;
    expect(timesheetImage.compareDocumentPosition(timesheetHeading) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('render the selected tools with dot bullets, the details, the FAQ and the app download from data', async () => {
    const { container } = await openPage('/roster-management');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Build a fortnight of shifts');
    const dots = [...container.querySelectorAll('[data-accent-set]')].map((dot) => dot.getAttribute('data-accent-set'));
    expect(dots.slice(0, 4)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Which shift types can we roster?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'Download app to enjoy more!' })).toBeInTheDocument();
    expect(document.title).toContain('Roster Management');
  });

  it('show a collage of three pictures where the data has three', async () => {
    const sizes: number[] = [];
    for (const path of ['/timesheet', '/hr-operations', '/incident-management', '/accounting', '/forms', '/t-sign', '/chat']) {
      const page = await openPage(path);
      sizes.push(screen.getByTestId('details-images').querySelectorAll('img').length);
      page.unmount();
    }
    expect(sizes).toContain(3);
    expect(sizes.every((size) => size === 1 || size === 3)).toBe(true);
  });
});

describe('product, role and industry pages', () => {
  it('product overview: sections and a products list linking to the modules', async () => {
    await openPage('/scheduling');
    expect(screen.getByRole('link', { name: 'Roster Management' })).toHaveAttribute('href', '/roster-management');
  });

  it('role: states what NDIS staff cannot reach, true to the role scopes', async () => {
    await openPage('/ndis-staff');
    const cannot = screen.getByRole('heading', { name: 'Cannot' }).closest('div')!;
    expect(cannot.textContent).toMatch(/financ/i);
  });

  it.each(['/product', '/ndis-industry', '/roster-manager'])(
    '%s: the plain-language summary is the first text after the h1, and NDIS is written out at its first use only',
    async (path) => {
      await openPage(path);
      const h1 = screen.getByRole('heading', { level: 1 });
      const summary = h1.nextElementSibling!;
      expect(summary).toHaveAttribute('data-summary');
      const main = h1.closest('section')!.parentElement!;
      const written = main.querySelectorAll('abbr[title="National Disability Insurance Scheme"]');
      expect(written.length).toBeGreaterThan(0);
      expect(written[0]!.parentElement!.textContent).toContain('National Disability Insurance Scheme (NDIS)');
      expect(main.textContent.split('National Disability Insurance Scheme (NDIS)')).toHaveLength(2);
    },
  );

  it('industry: NDIS page with its questions', async () => {
    await openPage('/ndis-industry');
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(4);
  });
});

describe('about, legal and release notes', () => {
  it('careers: no openings, and how to send a resume', async () => {
    await openPage('/careers');
    expect(screen.getByText('Current openings : None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@wattlecare.example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:careers@wattlecare\.example\.com\?subject=/),
    );
  });

  it('contact us: contact details and the enquiry form of mfe-forms (not a copy)', async () => {
    await openPage('/contact-us');
    expect(screen.getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', 'tel:+61255501234');
    expect(screen.getByText('Canberra ACT 2601')).toBeInTheDocument();
    const slot = screen.getByTestId('remote-slot');
    expect(slot).toHaveAttribute('data-remote', 'forms');
    expect(slot).toHaveAttribute('data-module', './islands/EnquiryForm');
  });

  it('our story: one wide picture, five chapter pictures, and its closing marker asks to be scrolled to after 1 s', async () => {
    await openPage('/our-story');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' }).closest('section')!.querySelectorAll('img')).toHaveLength(6);
    // The shell's islands loader does the scrolling (shell/src/islands/scrollIntoViewMarkers.test.ts).
    expect(document.getElementById('our-story-today')).toHaveAttribute('data-scroll-into-view-after', '1000');
  });

  it('terms: effective 30 July 2025 with the spec’s terms', async () => {
    await openPage('/terms-and-Conditions');
    expect(screen.getByText(/Effective from/)).toHaveTextContent('30 July 2025');
    const text = document.body.textContent;
    expect(text).toMatch(/18 years/);
    expect(text).toMatch(/12 months/);
    expect(text).toMatch(/Australian Capital Territory/);
    expect(text).toMatch(/in advance/);
  });

  it('privacy policy: effective 30 July 2025', async () => {
    await openPage('/privacy-policy');
    expect(screen.getByText(/Effective from/)).toHaveTextContent('30 July 2025');
  });

  it('accessibility statement: the standard, testing, limitations and how to report a barrier, with the site’s support contacts', async () => {
    await openPage('/accessibility');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility statement');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The standard we meet',
      'How we test',
      'Known limitations',
      'Report a barrier',
    ]);
    expect(screen.getByRole('region', { name: 'The standard we meet' })).toHaveTextContent(
      /Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA.*1\.4\.6.*2\.5\.5.*2\.4\.13.*2\.4\.12.*3\.1\.4.*2\.3\.3/,
    );
    const report = screen.getByRole('region', { name: 'Report a barrier' });
    expect(within(report).getByRole('link', { name: siteConfig.mailboxes.support })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${siteConfig.mailboxes.support}`)),
    );
    expect(within(report).getByRole('link', { name: siteConfig.contact.supportHotline.display })).toHaveAttribute(
      'href',
      `tel:${siteConfig.contact.supportHotline.tel}`,
    );
    expect(within(report).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
    expect(report).toHaveTextContent('We reply within 2 business days');
    expect(report).toHaveTextContent('Australian Human Rights Commission');
    expect(screen.getByText(/This statement was prepared on/)).toHaveTextContent('26 November 2026');
  });

  it('release notes: 1.22.0 back to 1.18.0, with the 1.22.0 facts', async () => {
    await openPage('/release-notes');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Version 1.22.0',
      'Version 1.21.0',
      'Version 1.20.0',
      'Version 1.19.0',
      'Version 1.18.0',
    ]);
    const latest = screen.getByRole('article', { name: 'Version 1.22.0' }).textContent;
    expect(latest).toMatch(/\$66\.02/);
    expect(latest).toMatch(/\$0\.99/);
    expect(latest).toMatch(/15 minutes/);
  });
});

it('answers an unknown path with "Page not found"', async () => {
  await openPage('/no-such-marketing-page');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
});
