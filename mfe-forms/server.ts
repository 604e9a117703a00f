import { runRemoteServer } from '@site/server-kit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('forms', __dirname, deployRootFilesFromEnv('forms'));
