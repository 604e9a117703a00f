import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { industryPages } from '../../content/industries';
import { findByPath } from '../../content/findByPath';
import { IndustryPage } from './IndustryPage';

export default function IndustryRoute() {
  const content = findByPath(industryPages, useLocation().pathname);
  return content ? <IndustryPage content={content} /> : <PageNotFound />;
}
