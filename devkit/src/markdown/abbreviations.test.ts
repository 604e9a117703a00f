import MarkdownIt from 'markdown-it';
import { abbreviations } from './abbreviations';

const md = new MarkdownIt({ html: false, typographer: true }).use(abbreviations);
const NDIS = '<abbr title="National Disability Insurance Scheme">NDIS</abbr>';

describe('abbreviations (markdown-it)', () => {
  it('writes out the first use in the document body, later uses are bare abbreviations', () => {
    expect(md.render('Most NDIS providers roster by hand.\n\n- NDIS audits\n- SIL homes')).toBe(
      [
        `<p>Most National Disability Insurance Scheme (${NDIS}) providers roster by hand.</p>`,
        '<ul>',
        `<li>${NDIS} audits</li>`,
        '<li>Supported Independent Living (<abbr title="Supported Independent Living">SIL</abbr>) homes</li>',
        '</ul>',
        '',
      ].join('\n'),
    );
  });

  it('starts again in each document', () => {
    expect(md.render('NDIS')).toBe(`<p>National Disability Insurance Scheme (${NDIS})</p>\n`);
    expect(md.render('NDIS')).toBe(`<p>National Disability Insurance Scheme (${NDIS})</p>\n`);
  });

  it('leaves headings, links and code alone, and expands in the body text after a heading', () => {
    expect(md.render('## NDIS pricing\n\nSee [NDIS rules](https://example.com/) and `NDIS`. The NDIS.')).toBe(
      [
        '<h2>NDIS pricing</h2>',
        `<p>See <a href="https://example.com/">NDIS rules</a> and <code>NDIS</code>. The National Disability Insurance Scheme (${NDIS}).</p>`,
        '',
      ].join('\n'),
    );
  });

  it('does not double an expansion the writer gave', () => {
    expect(md.render('The Australian Privacy Principles (APPs) apply. The APPs say so.')).toBe(
      '<p>The Australian Privacy Principles (<abbr title="Australian Privacy Principles">APPs</abbr>) apply. The <abbr title="Australian Privacy Principles">APPs</abbr> say so.</p>\n',
    );
  });

  it('matches whole words only', () => {
    expect(md.render('APPS, HRM and SILK stay as written.')).toBe('<p>APPS, HRM and SILK stay as written.</p>\n');
  });

  it('escapes the text around the terms', () => {
    expect(md.render('Use &lt;b&gt; with HR')).toBe(
      '<p>Use &lt;b&gt; with human resources (<abbr title="human resources">HR</abbr>)</p>\n',
    );
  });
});
