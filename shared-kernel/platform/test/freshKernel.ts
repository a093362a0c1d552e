/**
 * For tests of the kernel's start: a fresh kernel (modules reset, empty device storage) as in the app, whose HTTP
 * client answers through `server`, the only stand-in.
 */
import type { AxiosAdapter } from 'axios';
import type * as Bus from '../src/bus/catalogue';
import type * as Kernel from '../src/services/index';
import type * as Runtime from '../src/services/runtime';

export function freshKernel(server: AxiosAdapter) {
  jest.resetModules();
  localStorage.clear();
  const bus: typeof Bus = require('../src/bus/catalogue');
  // the services' entry: every part of the kernel (start, account, designs, uploads, content retry)
  const kernel: typeof Kernel = require('../src/services/index');
  const runtime: typeof Runtime = require('../src/services/runtime');
  require('../src/services/logging/logger').setLogSinks([]);
  runtime.api.http.defaults.adapter = server;
  /** The load state of fabrics, materials, sewing patterns and inspirations. */
  const contentStates = () => [bus.$fabricsState, bus.$materialsState, bus.$sewingPatternsState, bus.$inspirationsState].map((state) => state.getState());
  return { bus, kernel, contentStates };
}
