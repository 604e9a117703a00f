import { tidyText } from './tidyText';

it('trims lines, collapses spaces and keeps at most one blank line between paragraphs', () => {
  expect(tidyText('  Rostering   tips \n\n\n\nFirst  point.  \n  Second point.\n\n')).toBe('Rostering tips\n\nFirst point.\nSecond point.');
});

it('leaves tidy text as it is', () => {
  expect(tidyText('One.\n\nTwo.')).toBe('One.\n\nTwo.');
});
