// Standalone development page: mounts this remote alone, without the shell.
import { startKernel } from '@nahtlos/platform';
import { mountStandalone } from '@nahtlos/ui';
import { lifecycles } from './spa';

void startKernel({ platform: 'web' });
void mountStandalone(lifecycles, document.getElementById('page-root')!);
