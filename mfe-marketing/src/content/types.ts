/**
 * Shapes of the marketing content (spec section 3). Pages are data in these shapes; the components
 * in `../pages` and `../components` render them and hold no copy of their own.
 */
import type { DataEntry } from '@site/devkit/markdown';
import type { FaqItem, Picture, Point, TitledPoint } from '@site/ui';
import type { z } from 'zod';
import type { featurePage } from './features/schema';

export type { FaqItem, Picture, TitledPoint };

/** Title and meta description of a route. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** A navigation label of the shell's label map (e.g. "Roster Management"), rendered as a link. */
type NavLabel = string;

// ---------------------------------------------------------------------------------------------
// Feature detail pages (one template; one YAML file each, see features/schema.ts)
// ---------------------------------------------------------------------------------------------

/** A feature page's file once built: checked by its schema, pictures sized. */
export type FeaturePageData = DataEntry<z.output<typeof featurePage>>['data'];

export interface FeaturePageContent extends FeaturePageData {
  /** The route, `/<file name>`, e.g. "/roster-management". */
  readonly path: string;
}

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

// ---------------------------------------------------------------------------------------------
// Product overviews, roles, industries
// ---------------------------------------------------------------------------------------------

/** A product card; `label` links it through the label map (a module or page name). */
export interface ProductCard {
  readonly title: string;
  readonly description: string;
  readonly label?: NavLabel;
}

export interface ProductOverviewContent {
  readonly path: string;
  readonly meta: PageMeta;
  /** Two or three short sentences in plain words (WCAG 3.1.5), read first: right after the h1. */
  readonly summary: string;
  readonly section1: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly description: string;
    readonly image: Picture;
  };
  readonly section2: {
    readonly heading: string;
    readonly description?: string;
    readonly points: readonly TitledPoint[];
  };
  readonly section3: {
    readonly heading: string;
    readonly description: string;
    readonly points?: readonly Point[];
    readonly image: Picture;
  };
  readonly products: {
    readonly heading: string;
    readonly intro?: string;
    readonly items: readonly ProductCard[];
  };
}

export interface RolePageContent {
  readonly path: string;
  readonly meta: PageMeta;
  /** Two or three short sentences in plain words (WCAG 3.1.5), read first: right after the h1. */
  readonly summary: string;
  readonly hero: {
    /** The role's name, e.g. "Roster Manager". */
    readonly title: string;
    readonly heading: string;
    readonly description: string;
    readonly image: Picture;
  };
  readonly details: {
    readonly heading: string;
    readonly intro?: string;
    readonly points: readonly TitledPoint[];
  };
  /** What this role can and cannot reach (spec section 6), stated plainly. */
  readonly access: {
    readonly heading: string;
    readonly can: readonly string[];
    readonly cannot: readonly string[];
  };
  /** Modules this role uses most, as label-map labels. */
  readonly modules: readonly NavLabel[];
}

export interface IndustryPageContent {
  readonly path: string;
  readonly meta: PageMeta;
  /** Two or three short sentences in plain words (WCAG 3.1.5), read first: right after the h1. */
  readonly summary: string;
  readonly hero: {
    readonly title: string;
    readonly heading: string;
    readonly description: string;
    readonly image: Picture;
  };
  readonly challenges: {
    readonly heading: string;
    readonly intro?: string;
    readonly points: readonly TitledPoint[];
  };
  readonly solutions: {
    readonly heading: string;
    readonly intro?: string;
    readonly items: readonly ProductCard[];
  };
  readonly proof: {
    readonly heading: string;
    readonly points: readonly string[];
  };
  readonly faqSection: {
    readonly title: string;
    readonly faqData: readonly FaqItem[];
  };
}

// ---------------------------------------------------------------------------------------------
// About, legal, release notes
// ---------------------------------------------------------------------------------------------

/** An about entry (spec: title, data, image). */
export interface AboutEntry {
  readonly title: string;
  readonly data: readonly string[];
  readonly image?: Picture;
}

export interface TeamMember {
  readonly name: string;
  readonly designation: string;
  readonly bio: string;
  readonly image: Picture;
}

interface LegalSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  /** ISO date, e.g. "2025-07-30". */
  readonly effectiveDate: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}

export interface ReleaseNote {
  readonly version: string;
  /** ISO date. */
  readonly date: string;
  readonly summary: string;
  readonly groups: readonly { readonly heading: string; readonly items: readonly string[] }[];
}

/** The accessibility statement (/accessibility): plain sections, the contact details come from the site config. */
export interface AccessibilityStatementContent {
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  /** ISO date the statement was prepared, shown after `preparedLead`. */
  readonly preparedDate: string;
  readonly preparedLead: string;
  /** Two or three short sentences that read first. */
  readonly summary: string;
  readonly standard: {
    readonly heading: string;
    readonly intro: string;
    /** The AAA success criteria met beyond AA, each with what it means here. */
    readonly beyondAa: readonly TitledPoint[];
    readonly note: string;
  };
  readonly testing: {
    readonly heading: string;
    readonly intro: string;
    readonly automatedHeading: string;
    readonly automated: readonly string[];
    readonly manualHeading: string;
    readonly manual: readonly string[];
  };
  readonly limitations: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly TitledPoint[];
  };
  readonly reporting: {
    readonly heading: string;
    readonly intro: string;
    /** The label of the contact page, through the label map. */
    readonly formLabel: string;
    /** Each way to reach us, as "<lead> <link>": the form ("Use our" + its link text), e-mail and phone. */
    readonly channelLeads: { readonly form: string; readonly email: string; readonly phone: string };
    readonly formLinkText: string;
    readonly email: string;
    readonly phone: { readonly display: string; readonly tel: string };
    readonly includeIntro: string;
    readonly include: readonly string[];
    readonly responseTime: string;
    readonly escalationHeading: string;
    readonly escalation: readonly string[];
  };
}
