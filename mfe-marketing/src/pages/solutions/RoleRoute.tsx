import { PageNotFound, useAddress } from '@site/ui';
import { rolePages } from '../../content/roles';
import { findByPath } from '../../content/findByPath';
import { RolePage } from './RolePage';

export default function RoleRoute() {
  const content = findByPath(rolePages, useAddress().pathname);
  return content ? <RolePage content={content} /> : <PageNotFound />;
}
