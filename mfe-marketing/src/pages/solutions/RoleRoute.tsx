import { PageNotFound } from '@site/ui';
import { useLocation } from 'react-router-dom';
import { rolePages } from '../../content/roles';
import { findByPath } from '../../content/findByPath';
import { RolePage } from './RolePage';

export default function RoleRoute() {
  const content = findByPath(rolePages, useLocation().pathname);
  return content ? <RolePage content={content} /> : <PageNotFound />;
}
