/** Content shapes shared by every remote (spec section 3). */

/** An image with its intrinsic size, so the browser reserves its box (no layout shift). */
export interface Picture {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty for a decorative image. */
  readonly alt: string;
}

/** A point with a bold title and a description (spec: pointTitle, pointDescription). */
export interface TitledPoint {
  readonly title: string;
  readonly description: string;
}

/** A bullet: plain text or a titled point. */
export type Point = string | TitledPoint;

/** An FAQ item (spec: id, question, answer, optional points, optional conclusion). */
export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly points?: readonly string[];
  readonly conclusion?: string;
}
