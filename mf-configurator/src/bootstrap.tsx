// Standalone development page: mounts this remote alone, without the shell.
import { mountStandalone, startKernel } from '@nahtlos/shared-kernel';
import { lifecycles } from './spa';

void startKernel({ platform: 'web' });
void mountStandalone(lifecycles, document.getElementById('page-root')!);
