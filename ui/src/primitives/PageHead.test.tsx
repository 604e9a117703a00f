import { render } from '@testing-library/react';
import { PageHead } from './PageHead';

const feed = { type: 'application/rss+xml', title: 'Wattlecare blog', href: '/blog/feed.xml' };
const alternateLinks = () => [...document.head.querySelectorAll('link[rel="alternate"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it('puts the title, description and alternate links in <head>', () => {
    render(<PageHead title="Blog" description="News and guides" alternates={[feed]} />);
    expect(document.title).toBe('Blog | Wattlecare');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'News and guides');
    expect(alternateLinks().map((link) => link.outerHTML)).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Wattlecare blog" href="/blog/feed.xml">',
    ]);
  });

  it('adopts, when the page hydrates, the tags the shell’s server wrote for it instead of adding its own', () => {
    // As shell/server/composePage.ts writes them into the composed page; PageHead leaves nothing in the slot.
    document.head.innerHTML =
      '<title>Blog | Wattlecare</title><meta name="description" content="News and guides">' +
      '<link rel="alternate" type="application/rss+xml" title="Wattlecare blog" href="/blog/feed.xml">';
    const server = alternateLinks()[0];
    const container = document.body.appendChild(document.createElement('div'));
    const { unmount } = render(<PageHead title="Blog" description="News and guides" alternates={[feed]} />, { container, hydrate: true });
    expect(alternateLinks()).toEqual([server]);
    expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    // The page's own now: leaving the page takes it away.
    unmount();
    expect(alternateLinks()).toEqual([]);
  });

  it('renders no alternate link when the page has none', () => {
    render(<PageHead title="Pricing" description="Plans" />);
    expect(alternateLinks()).toEqual([]);
  });
});
