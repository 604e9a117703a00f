import { createFederatedConfig } from '@site/devkit/webpack';
import { exposes } from './src/contract';

export default createFederatedConfig({
  root: __dirname,
  name: 'mfe_pricing',
  role: 'remote',
  exposes,
  htmlTitle: 'mfe-pricing (standalone)',
});
