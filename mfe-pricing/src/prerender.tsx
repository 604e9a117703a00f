/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so /pricing arrives as real HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { siteConfig } from '@site/site-config';
import { pricingProblems } from './content/checkPricing';
import { comparisonGroups, DEFAULT_INDUSTRY, industryOptions, pricingPlans } from './content/pricing';
import { PricingRoutes } from './PricingRoutes';
import { routes } from './routes';

// Files that disagree (a highlight the comparison does not tick, a row naming no plan) fail the build.
const problems = pricingProblems({
  plans: pricingPlans,
  groups: comparisonGroups,
  industries: industryOptions,
  defaultIndustry: DEFAULT_INDUSTRY,
});
if (problems.length > 0) throw new Error(`The pricing files disagree:\n${problems.join('\n')}`);

/** The product with its plan offers, for search engines' rich results. */
const softwareApplication = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: siteConfig.brand.name,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web, iOS, Android',
  offers: pricingPlans.map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    price: plan.price.toFixed(2),
    priceCurrency: 'AUD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.price.toFixed(2),
      priceCurrency: 'AUD',
      valueAddedTaxIncluded: false,
      unitText: plan.period,
    },
  })),
};

export default prerenderRemotePages({
  remote: 'pricing',
  PageRoutes: PricingRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  structuredData: () => [softwareApplication],
});
