import { bodysuit } from './body';
import { dress } from './dress';
import { dungarees } from './dungarees';
import { hoodie } from './hoodie';
import { jacket } from './jacket';
import { romper } from './romper';
import { shirt } from './shirt';
import { trousers } from './trousers';
import type { Garment } from './types';

/** All current sewing patterns, in catalogue order. */
export const garments: Garment[] = [shirt, bodysuit, hoodie, trousers, dress, jacket, romper, dungarees];
