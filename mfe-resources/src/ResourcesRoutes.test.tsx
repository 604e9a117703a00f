import { fireEvent, screen, within } from '@testing-library/react';
import { renderAtRoute } from '@site/devkit/render-at-route';
import { siteConfig } from '@site/site-config';
import { blogPosts } from './content/blogPosts';
import { caseStudies } from './content/library/caseStudies';
import { supportDocumentation } from './content/library/supportDocs';
import { ResourcesRoutes } from './ResourcesRoutes';
import { routes } from './routes';

async function openPage(path: string) {
  const result = renderAtRoute(ResourcesRoutes, path, { pages: routes });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('blog listing', () => {
  it('has the heading, subheading, New Blog button and every post, opening articles by reading B', async () => {
    await openPage('/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'BLOG' })).toBeInTheDocument();
    expect(screen.getByText('Insights, industry updates, and practical tips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Blog' })).toHaveAttribute('href', '/addBlog');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('link'));
    expect(titles.map((link) => link.getAttribute('href'))).toEqual(['/blogPost', '/blogPost2', '/blogPost3', '/blogPost4']);
  });

  it('filters by category chip, marking the pressed chip and announcing the count', async () => {
    await openPage('/blogs');
    const all = screen.getByRole('button', { name: 'All' });
    const app = screen.getByRole('button', { name: 'App' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(app);
    expect(app).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    const appPosts = blogPosts.filter((post) => post.categories.includes('App'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(appPosts.map((post) => post.title));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${appPosts.length} of ${blogPosts.length} posts in App`);
  });
});

describe('articles', () => {
  it.each([
    ['/blogPost', 1, false],
    ['/blogPost2', 2, true],
    ['/blogPost3', 3, true],
    ['/blogPost4', 4, false],
  ] as const)('%s shows post %i with its author and date; Book a Demo at the end: %s', async (path, id, demo) => {
    await openPage(path);
    const post = blogPosts.find((candidate) => candidate.id === id)!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByText(new RegExp(`By ${post.author}`))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryAllByRole('link', { name: 'Book a Demo' })).toHaveLength(demo ? 1 : 0);
  });

  it('renders the Markdown body: each section heading links to itself', async () => {
    await openPage('/blogPost');
    const heading = screen.getByRole('heading', { level: 2, name: 'Why participant data needs more than a password' });
    expect(heading).toHaveAttribute('id', 'why-participant-data-needs-more-than-a-password');
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '#why-participant-data-needs-more-than-a-password');
    expect(screen.getAllByRole('list').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('blockquote')).toHaveTextContent('— Operations manager');
  });
});

describe('new blog', () => {
  it('has labelled fields, a file chooser that names the file, a 20-row text area and two working tools', async () => {
    await openPage('/addBlog');
    expect(screen.getByRole('heading', { level: 1, name: 'New Blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Heading')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('No file chosen');
    const file = new File(['x'], 'support-worker.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Picture/), { target: { files: [file] } });
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('support-worker.png');

    const text = screen.getByLabelText('Blog Text');
    expect(text).toHaveAttribute('rows', '20');
    fireEvent.change(text, { target: { value: '  Rostering   tips\n\n\n\nFirst.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Format text' }));
    expect(text).toHaveValue('Rostering tips\n\nFirst.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear text' }));
    expect(text).toHaveValue('');
    expect(screen.getByText('Blog text cleared.')).toHaveAttribute('role', 'status');
  });
});

describe('items lists and their items', () => {
  it('case studies open at their own address, rendered from their Markdown', async () => {
    const list = await openPage('/case-studies');
    const first = caseStudies.items[0]!;
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/case-studies/${first.slug}`);
    list.unmount();
    await openPage(`/case-studies/${first.slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.title);
    expect(screen.getByRole('heading', { level: 2, name: 'The challenge' })).toHaveAttribute('id', 'the-challenge');
    expect(screen.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute('href', '/case-studies');
  });

  it('the spec’s /article?item=… and /details?item=… lead to the item’s own page', async () => {
    const guide = supportDocumentation.items[0]!;
    await openPage(`/details?item=${guide.slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(guide.title);
    expect(screen.getByText(supportDocumentation.heading, { exact: false, selector: 'p' })).toBeInTheDocument();
  });

  it('support guides write the support address from the site config', async () => {
    const guide = supportDocumentation.items.find((item) => item.html.includes(siteConfig.mailboxes.support))!;
    await openPage(guide.path);
    expect(document.body.textContent).toContain(`${siteConfig.mailboxes.support} or ${siteConfig.contact.supportHotline.display}`);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('an unknown or missing item says so and offers the way back', async () => {
    await openPage('/article?item=no-such-case');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that in Case Studies');
    expect(screen.getByRole('link', { name: caseStudies.items[0]!.title })).toHaveAttribute('href', caseStudies.items[0]!.path);
    expect(screen.getByRole('link', { name: 'Back to Case Studies' })).toBeInTheDocument();
  });
});

describe('whitepapers and FAQ', () => {
  it('whitepapers: two covers, each opening its PDF in a new tab', async () => {
    await openPage('/whitepapers');
    const pdfLinks = screen.getAllByRole('link', { name: /PDF, \d+ pages, opens in a new tab/ });
    expect(pdfLinks).toHaveLength(2);
    for (const link of pdfLinks) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/\.pdf$/));
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('FAQ: General, Product-Wise and Timesheet, one answer open at a time across the page', async () => {
    await openPage('/faq');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'General',
      'Product-Wise',
      'Timesheet',
    ]);
    const questions = screen.getAllByRole('button', { expanded: false });
    const [first, last] = [questions[0]!, questions[questions.length - 1]!];
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(last);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(last).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(last);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

it('answers an unknown path with "Page not found"', async () => {
  await openPage('/no-such-resource');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
});
