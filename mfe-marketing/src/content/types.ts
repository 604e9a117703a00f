/**
 * Shapes of the marketing content (spec section 3), each derived from its collection's schema:
 * a file once built (checked, pictures sized), plus the route its name gives. The components in
 * `../pages` and `../components` render them and hold no copy of their own.
 */
import type { DataEntry } from '@site/devkit/markdown';
import type { Picture } from '@site/ui';
import type { z } from 'zod';
import type { aboutPage } from './about/schema';
import type { featurePage } from './features/schema';
import type { client, homePage, question, testimonial } from './home/schema';
import type { industryPage } from './industries/schema';
import type { legalPage } from './legal/schema';
import type { productPage } from './products/schema';
import type { release } from './releases/schema';
import type { rolePage } from './roles/schema';

export type { Picture };

/** A file of a collection whose schema is `Schema`, once built: checked, pictures sized. */
type Built<Schema extends z.ZodType> = DataEntry<z.output<Schema>>['data'];

/** A page of a collection, at `/<file name>`. */
type Routed<Data> = Data & {
  /** The route, e.g. "/roster-management". */
  readonly path: string;
};

export type FeaturePageData = Built<typeof featurePage>;
export type FeaturePageContent = Routed<FeaturePageData>;

/** A feature's card on the home page's features slider (see content/features/cards.ts). */
export interface FeatureCardContent {
  /** The feature page's route. */
  readonly path: string;
  /** The module's name: the card's title, and its link through the label map. */
  readonly page: string;
  /** One sentence. */
  readonly summary: string;
  /** The feature page's hero image. */
  readonly image: Picture;
}

export type ProductPageData = Built<typeof productPage>;
export type ProductPageContent = Routed<ProductPageData>;
export type RolePageData = Built<typeof rolePage>;
export type RolePageContent = Routed<RolePageData>;
export type IndustryPageData = Built<typeof industryPage>;
export type IndustryPageContent = Routed<IndustryPageData>;

/** A card with a title and a text; one with a label links its title through the label map. */
export type Card = ProductPageData['modules']['items'][number];

/** A company page; its `layout` picks the template. */
export type AboutPageContent = Routed<Built<typeof aboutPage>>;
/** A legal page, the accessibility statement or the release notes page; its `layout` picks the template. */
export type LegalPageContent = Routed<Built<typeof legalPage>>;
/** The page of `Family` with this `layout`. */
export type WithLayout<Family, Layout> = Extract<Family, { readonly layout: Layout }>;

export type Release = Built<typeof release>;

/** The home page's one-off copy (home/home.yaml). */
export type HomeCopy = Built<typeof homePage>;
export type HowItWorksStep = HomeCopy['howItWorks']['steps'][number];
export type ResultClaim = HomeCopy['results']['claims'][number];
export type TestimonialData = Built<typeof testimonial>;
/** A testimonial; `slug` is its file's name. */
export type Testimonial = TestimonialData & { readonly slug: string };
export type HomeQuestionData = Built<typeof question>;
export type ClientData = Built<typeof client>;
