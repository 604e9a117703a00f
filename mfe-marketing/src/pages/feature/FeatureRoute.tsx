import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { featurePages } from '../../content/features';
import { findByPath } from '../../content/findByPath';
import { FeaturePage } from './FeaturePage';

export default function FeatureRoute() {
  const content = findByPath(featurePages, useLocation().pathname);
  return content ? <FeaturePage content={content} /> : <PageNotFound />;
}
