import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { productOverviews } from '../../content/products';
import { findByPath } from '../../content/findByPath';
import { ProductOverviewPage } from './ProductOverviewPage';

export default function ProductRoute() {
  const content = findByPath(productOverviews, useLocation().pathname);
  return content ? <ProductOverviewPage content={content} /> : <PageNotFound />;
}
