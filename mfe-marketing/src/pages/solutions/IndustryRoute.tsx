import { PageNotFound, useAddress } from '@site/ui';
import { industryPages } from '../../content/industries';
import { findByPath } from '../../content/findByPath';
import { IndustryPage } from './IndustryPage';

export default function IndustryRoute() {
  const content = findByPath(industryPages, useAddress().pathname);
  return content ? <IndustryPage content={content} /> : <PageNotFound />;
}
