import { runRemoteServer } from '@site/devkit/static-server';

runRemoteServer('pricing', __dirname);
