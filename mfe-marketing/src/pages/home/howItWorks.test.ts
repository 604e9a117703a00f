import { home } from '../../content/home';
import { HOW_IT_WORKS_WIDE_FROM, showsDivider, stepNumber } from './howItWorks';

const ids = home.howItWorks.steps.map((_step, index) => index + 1);

describe('how it works', () => {
  it('numbers the six steps 01 to 06', () => {
    expect(ids.map(stepNumber)).toEqual(['01', '02', '03', '04', '05', '06']);
  });

  it('shows the divider on cards 2, 3, 5 and 6 at 1480 px and wider', () => {
    expect(ids.filter((id) => showsDivider(id, HOW_IT_WORKS_WIDE_FROM))).toEqual([2, 3, 5, 6]);
    expect(ids.filter((id) => showsDivider(id, 1920))).toEqual([2, 3, 5, 6]);
  });

  it('shows it on cards 2, 4 and 6 when the window is narrower than 1480 px', () => {
    expect(ids.filter((id) => showsDivider(id, 1479))).toEqual([2, 4, 6]);
    expect(ids.filter((id) => showsDivider(id, 375))).toEqual([2, 4, 6]);
  });
});
