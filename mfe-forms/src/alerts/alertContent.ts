/** The popup's kinds; each has its icon and colours in AlertPopup. */
export type AlertType = 'success' | 'fail' | 'newsletter';

/** What a popup says (spec section 3: heading, text, type; "isOpen" is whether it is rendered). */
export interface AlertContent {
  readonly type: AlertType;
  readonly heading: string;
  readonly text: string;
}
