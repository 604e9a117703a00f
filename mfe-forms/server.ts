import { runRemoteServer } from '@site/devkit/static-server';
import { standalonePath } from './src/contract';

runRemoteServer('forms', __dirname, standalonePath);
