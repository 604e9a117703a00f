import { runRemoteServer } from '@site/devkit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('resources', __dirname, deployRootFilesFromEnv('resources'));
