import { extractPageText, pageName, searchDocumentsFor } from './extractPageText';
import { TEXT_LIMIT } from '@site/site-formats/search';

describe('extractPageText', () => {
  it('takes h1–h3 and FAQ questions as headings, and the rest as text, entities decoded', () => {
    const html =
      '<section><h1>Roster <em>Management</em></h1><p>Build a fortnight&rsquo;s shifts &amp; more.</p>' +
      '<h4>Small print</h4><details><summary>Can I roster sleepovers?</summary><p>Yes: sleepover shifts are a shift type.</p></details>' +
      '<ul><li>Auto-scheduling</li><li>Split shifts</li></ul></section>';
    expect(extractPageText(html)).toEqual({
      headings: ['Roster Management', 'Can I roster sleepovers?'],
      text: 'Build a fortnight’s shifts & more. Small print Yes: sleepover shifts are a shift type. Auto-scheduling Split shifts',
    });
  });

  it('leaves out scripts, styles, icons and option lists, and keeps words apart across tags', () => {
    const html =
      '<div><script>var secret = 1;</script><style>.a{}</style><svg><title>icon</title></svg>' +
      '<select><option>NDIS</option></select><span>one</span><span>two</span><br>three</div>';
    expect(extractPageText(html)).toEqual({ headings: [], text: 'one two three' });
  });

  it("takes an accordion's question (a button in a heading) as a heading, and its answer as text", () => {
    const html =
      '<h3><button aria-expanded="false">Who can see signed documents?</button></h3><div hidden><p>Only authorised users.</p></div>';
    expect(extractPageText(html)).toEqual({ headings: ['Who can see signed documents?'], text: 'Only authorised users.' });
  });

  it('keeps a heading once and trims long text', () => {
    const long = `<h2>Same</h2><h2>Same</h2><p>${'word '.repeat(3000)}</p>`;
    const { headings, text } = extractPageText(long);
    expect(headings).toEqual(['Same']);
    expect(text.length).toBe(TEXT_LIMIT);
  });
});

describe('searchDocumentsFor', () => {
  it('indexes the routes that have a kind, titled without the brand', () => {
    const routes = [
      { path: '/pricing', html: '<h1>PRICING</h1><p>Per user.</p>', head: { title: 'Pricing | Wattlecare', description: 'Plans.' } },
      { path: '/addBlog', html: '<h1>Add a blog</h1>', head: { title: 'Add Blog | Wattlecare', description: '' } },
    ];
    expect(searchDocumentsFor(routes, (path) => (path === '/addBlog' ? null : 'pricing'), 'Wattlecare')).toEqual([
      { url: '/pricing', kind: 'pricing', title: 'Pricing', description: 'Plans.', headings: ['PRICING'], text: 'Per user.' },
    ]);
  });

  it('names a page without the brand', () => {
    expect(pageName('Our Story | Wattlecare', 'Wattlecare')).toBe('Our Story');
    expect(pageName('Wattlecare for roster managers', 'Wattlecare')).toBe('Wattlecare for roster managers');
  });
});
