import { render } from '@testing-library/react';
import { firstUseClaim, glossary, glossaryTermsIn, segmentGlossaryText } from './glossary';
import { GlossaryScope, GlossaryText } from './GlossaryText';

describe('glossary', () => {
  it('lists each term once, with an expansion', () => {
    const terms = glossary.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of glossary) expect(entry.expansion.length).toBeGreaterThan(entry.term.length);
  });

  it('finds terms as whole words only, with an optional plural s', () => {
    expect(glossaryTermsIn('NDIS providers, SIL homes and HR teams')).toEqual(['NDIS', 'SIL', 'HR']);
    expect(glossaryTermsIn('The APPs apply')).toEqual(['APP']);
    expect(glossaryTermsIn('APPS, HRM, SILK, NDISX, xNDIS, 2HR and T-SIL are not terms')).toEqual([]);
    expect(glossaryTermsIn('AN-ACC funding and NDIS-funded supports')).toEqual(['AN-ACC', 'NDIS']);
  });

  it('writes out the first use in a document, leaving later ones as bare abbreviations', () => {
    const claim = firstUseClaim();
    expect(segmentGlossaryText('For NDIS providers. NDIS audits too.', claim)).toEqual([
      { kind: 'text', text: 'For ' },
      { kind: 'abbr', text: 'NDIS', title: 'National Disability Insurance Scheme', expansion: 'National Disability Insurance Scheme' },
      { kind: 'text', text: ' providers. ' },
      { kind: 'abbr', text: 'NDIS', title: 'National Disability Insurance Scheme' },
      { kind: 'text', text: ' audits too.' },
    ]);
    expect(segmentGlossaryText('More NDIS.', claim)).toEqual([
      { kind: 'text', text: 'More ' },
      { kind: 'abbr', text: 'NDIS', title: 'National Disability Insurance Scheme' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('does not double an expansion the text already has, and counts it as the first use', () => {
    const claim = firstUseClaim();
    expect(segmentGlossaryText('the Australian Privacy Principles (APPs).', claim)).toEqual([
      { kind: 'text', text: 'the Australian Privacy Principles (' },
      { kind: 'abbr', text: 'APPs', title: 'Australian Privacy Principles' },
      { kind: 'text', text: ').' },
    ]);
    expect(segmentGlossaryText('Under the APPs', claim)).toContainEqual({
      kind: 'abbr',
      text: 'APPs',
      title: 'Australian Privacy Principles',
    });
    expect(segmentGlossaryText('A National Disability Insurance Scheme provider', claim)).toEqual([
      { kind: 'text', text: 'A National Disability Insurance Scheme provider' },
    ]);
    expect(segmentGlossaryText('NDIS', claim)).toEqual([{ kind: 'abbr', text: 'NDIS', title: 'National Disability Insurance Scheme' }]);
  });

  it('capitalises an expansion that starts a sentence', () => {
    const [first] = segmentGlossaryText('HR teams', firstUseClaim());
    expect(first).toMatchObject({ kind: 'abbr', expansion: 'Human resources' });
  });
});

describe('GlossaryText', () => {
  it('writes out the first use on the page only, across several texts', () => {
    const { container } = render(
      <GlossaryScope>
        <h1>NDIS rostering</h1>
        <p>
          <GlossaryText>Built for NDIS providers.</GlossaryText>
        </p>
        <p>
          <GlossaryText>NDIS audits, SIL homes and NDIS claims.</GlossaryText>
        </p>
      </GlossaryScope>,
    );
    const [first, second] = container.querySelectorAll('p');
    expect(first?.innerHTML).toBe(
      'Built for National Disability Insurance Scheme (<abbr title="National Disability Insurance Scheme">NDIS</abbr>) providers.',
    );
    expect(second?.innerHTML).toBe(
      '<abbr title="National Disability Insurance Scheme">NDIS</abbr> audits, Supported Independent Living (<abbr title="Supported Independent Living">SIL</abbr>) homes and <abbr title="National Disability Insurance Scheme">NDIS</abbr> claims.',
    );
  });

  it('keeps the same text as the writer of a term when it renders again', () => {
    const page = (
      <GlossaryScope>
        <p>
          <GlossaryText>For NDIS providers.</GlossaryText>
        </p>
      </GlossaryScope>
    );
    const { container, rerender } = render(page);
    rerender(page);
    expect(container.querySelector('p')?.textContent).toBe('For National Disability Insurance Scheme (NDIS) providers.');
  });

  it('only marks the terms up outside a scope', () => {
    const { container } = render(<GlossaryText>For NDIS providers.</GlossaryText>);
    expect(container.innerHTML).toBe('For <abbr title="National Disability Insurance Scheme">NDIS</abbr> providers.');
  });
});
