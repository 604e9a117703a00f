import { runRemoteServer } from '@site/devkit/static-server';

runRemoteServer('resources', __dirname);
