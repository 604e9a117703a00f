import { runRemoteServer } from '@site/devkit/static-server';
import { standalonePath } from './src/contract';

runRemoteServer('marketing', __dirname, standalonePath);
