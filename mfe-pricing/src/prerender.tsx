/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so /pricing arrives as real HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { siteConfig } from '@site/ui/config';
import { pricingPlans } from './content/plans';
import { PricingRoutes } from './PricingRoutes';
import { routes } from './routes';

/** The product with its plan offers, for search engines' rich results. */
const softwareApplication = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: siteConfig.brand.name,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web, iOS, Android',
  offers: pricingPlans.map((plan) => ({
    '@type': 'Offer',
    name: plan.title,
    description: plan.description,
    price: plan.Pricing.toFixed(2),
    priceCurrency: 'AUD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.Pricing.toFixed(2),
      priceCurrency: 'AUD',
      valueAddedTaxIncluded: false,
      unitText: plan.timePeriod,
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
