import { runRemoteServer } from '@site/devkit/static-server';

runRemoteServer('forms', __dirname);
