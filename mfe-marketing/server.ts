import { runRemoteServer } from '@site/devkit/static-server';

runRemoteServer('marketing', __dirname);
