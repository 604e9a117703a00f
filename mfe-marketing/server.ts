import { runRemoteServer } from '@site/server-kit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('marketing', __dirname, deployRootFilesFromEnv('marketing'));
