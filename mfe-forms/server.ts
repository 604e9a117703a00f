import { runRemoteServer } from '@site/devkit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('forms', __dirname, deployRootFilesFromEnv('forms'));
