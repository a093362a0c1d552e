/** How a fabric becomes an area's fill, shared by the screen drawing and the exports (no svg.js here). */
import type { Fabric } from '@nahtlos/platform';

export const plainColorOf = (fabric: Fabric) => fabric.color ?? '#ffffff';
