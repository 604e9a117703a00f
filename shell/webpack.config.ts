import { createFederatedConfig } from '@site/devkit/webpack';
import { siteConfig } from '@site/site-config';

export default createFederatedConfig({
  root: __dirname,
  name: 'shell',
  role: 'host',
  htmlTitle: `${siteConfig.brand.name} | Workforce and participant management for NDIS and aged care`,
});
