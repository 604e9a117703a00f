import { createRemoteConfig } from '@site/devkit/webpack';
import { exposes } from './src/contract';

export default createRemoteConfig(__dirname, 'pricing', exposes);
