import { runRemoteServer } from '@site/devkit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('pricing', __dirname, deployRootFilesFromEnv('pricing'));
