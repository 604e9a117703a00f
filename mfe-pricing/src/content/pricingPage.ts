/** The pricing page: its address, and its copy from page/pricing.yaml (checked by the build). */
import type { DataEntry } from '@site/devkit/markdown';
import type { z } from 'zod';
import pageFiles from './page/collection.yml';
import type { pricingPageCopy } from './schema';

const copy = (pageFiles as readonly DataEntry<z.output<typeof pricingPageCopy>>[]).find((entry) => entry.slug === 'pricing');
if (!copy) throw new Error('mfe-pricing/src/content/page/pricing.yaml is missing: it holds the pricing page’s copy');

export const pricingPage = {
  path: '/pricing',
  ...copy.data,
};
