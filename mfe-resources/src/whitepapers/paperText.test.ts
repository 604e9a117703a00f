/** @jest-environment node */
import { paperText } from './paperText';

const frontMatter = {
  order: 1,
  title: 'A title',
  subtitle: 'A subtitle',
  shortTitle: 'Short',
  description: 'A description.',
  subject: 'A subject',
  keywords: ['NDIS'],
  cover: { src: './cover.svg', alt: 'A cover', width: 420, height: 560 },
};

describe('paperText', () => {
  it('reads sections, subheadings, paragraphs, lists and worked examples from the Markdown', () => {
    const source = [
      '---',
      'title: ignored here',
      '---',
      '## Why *audit-ready*',
      '',
      'One paragraph,',
      'over two lines with an escaped \\* star.',
      '',
      '### Three questions',
      '',
      '1. Is it written down?',
      '2. Is it done?',
      '',
      '> **Example: a Saturday shift**',
      '>',
      '> Five hours at the Saturday rate.',
      '>',
      '> - 5 × $38.00 × 1.5 = $285.00',
      '',
      '## Next',
      '',
      '- A point',
    ].join('\n');
    const paper = paperText('a-paper', frontMatter, source);
    expect(paper).toEqual({
      title: 'A title',
      subtitle: 'A subtitle',
      shortTitle: 'Short',
      subject: 'A subject',
      keywords: ['NDIS'],
      sections: [
        {
          heading: 'Why audit-ready',
          blocks: [
            { kind: 'paragraph', text: 'One paragraph, over two lines with an escaped * star.' },
            { kind: 'subheading', text: 'Three questions' },
            { kind: 'list', ordered: true, items: ['Is it written down?', 'Is it done?'] },
            {
              kind: 'example',
              title: 'Example: a Saturday shift',
              blocks: [
                { kind: 'paragraph', text: 'Five hours at the Saturday rate.' },
                { kind: 'list', items: ['5 × $38.00 × 1.5 = $285.00'] },
              ],
            },
          ],
        },
        { heading: 'Next', blocks: [{ kind: 'list', items: ['A point'] }] },
      ],
    });
  });

  it('names the file and line of text a PDF cannot place', () => {
    expect(() => paperText('a-paper', frontMatter, 'Text before any section.\n')).toThrow(
      'a-paper.md:1: the text starts before the first ## section heading',
    );
    expect(() => paperText('a-paper', frontMatter, '## One\n\n#### Too deep\n')).toThrow(
      'a-paper.md:3: use ## for a section and ### for a subheading',
    );
  });
});
