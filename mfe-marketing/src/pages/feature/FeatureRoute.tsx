import { PageNotFound, useAddress } from '@site/ui';
import { featurePages } from '../../content/features';
import { findByPath } from '../../content/findByPath';
import { FeaturePage } from './FeaturePage';

export default function FeatureRoute() {
  const content = findByPath(featurePages, useAddress().pathname);
  return content ? <FeaturePage content={content} /> : <PageNotFound />;
}
