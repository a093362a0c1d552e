import type { SewingPattern } from '@nahtlos/contract/content';
import type { CutPiece } from '@nahtlos/contract/yardage';
import type { StashEntry } from '../types';

/** A rectangular cut piece, w × h cm, cut `quantity` times (lengthwise, not on the fold unless asked). */
export const rect = (name: string, w: number, h: number, more: Partial<CutPiece> = {}): CutPiece => ({
  name,
  outline: [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ],
  quantity: 1,
  onFold: false,
  grain: 'lengthwise',
  ...more,
});

export interface AreaSpec {
  id: string;
  materials?: string[];
  pieces: CutPiece[];
}

/** A sewing pattern with one size ('86/92' unless asked) and only what the matcher reads filled in. */
export function pattern(id: string, areas: AreaSpec[], size = '86/92', position = 0): SewingPattern {
  return {
    id,
    name: id,
    subline: '',
    kind: 'test',
    path: '',
    shadowPath: '',
    previewPath: '',
    tablePath: '',
    width: 100,
    height: 100,
    position,
    areas: areas.map(({ id: areaId, materials }) => ({ id: areaId, name: areaId, color: '#fff', ...(materials ? { materials: materials.map((m) => ({ id: m })) } : {}) })),
    consumption: [],
    instructions: [],
    sizes: [{ size, scale: 1, pieces: Object.fromEntries(areas.map((a) => [a.id, a.pieces])) }],
  };
}

/** A stash entry; `material` undefined is an own fabric. */
export const entry = (id: string, lengthCm: number, widthCm: number, material?: string, oneWay = false): StashEntry => ({
  id,
  fabric: { material, oneWay },
  lengthCm,
  widthCm,
});
