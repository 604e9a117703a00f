import { runRemoteServer } from '@site/server-kit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('resources', __dirname, deployRootFilesFromEnv('resources'));
