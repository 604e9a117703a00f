import { runRemoteServer } from '@site/devkit/static-server';
import { deployRootFilesFromEnv } from '@site/releases/serving';

runRemoteServer('marketing', __dirname, deployRootFilesFromEnv('marketing'));
