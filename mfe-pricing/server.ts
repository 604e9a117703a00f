import { runRemoteServer } from '@site/server-kit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('pricing', __dirname, deployRootFilesFromEnv('pricing'));
