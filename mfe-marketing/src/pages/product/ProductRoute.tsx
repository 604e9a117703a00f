import { PageNotFound, useAddress } from '@site/ui';
import { productOverviews } from '../../content/products';
import { findByPath } from '../../content/findByPath';
import { ProductOverviewPage } from './ProductOverviewPage';

export default function ProductRoute() {
  const content = findByPath(productOverviews, useAddress().pathname);
  return content ? <ProductOverviewPage content={content} /> : <PageNotFound />;
}
