import { accentSetFor } from './DotBullet';

it('cycles the dot bullets through the six accent colour sets in order', () => {
  expect(Array.from({ length: 8 }, (_, index) => accentSetFor(index))).toEqual([1, 2, 3, 4, 5, 6, 1, 2]);
});
