/**
 * The how-it-works divider rule (spec section 2): at 1480 px and wider the cards sit three to a row
 * and the divider shows on cards 2, 3, 5 and 6; narrower, two to a row, on cards 2, 4 and 6.
 */
export const HOW_IT_WORKS_WIDE_FROM = 1480;

const WIDE_DIVIDERS: readonly number[] = [2, 3, 5, 6];
const NARROW_DIVIDERS: readonly number[] = [2, 4, 6];

export function showsDivider(stepId: number, windowWidth: number): boolean {
  return (windowWidth >= HOW_IT_WORKS_WIDE_FROM ? WIDE_DIVIDERS : NARROW_DIVIDERS).includes(stepId);
}

/** "01", "02", … */
export function stepNumber(stepId: number): string {
  return String(stepId).padStart(2, '0');
}
