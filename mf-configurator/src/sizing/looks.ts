/**
 * How a print lies on one area (issue 19): 'Muster skalieren' (50–200 % of its real size) and 'Drehen' (0°/45°/90°).
 * Stored with the project in the area of its `sewing_pattern` (`scale`, `rotation`); an area without them, as in
 * every project saved before, shows the print at 100 % and unturned.
 */
export type Rotation = 0 | 45 | 90;

export interface Look {
  /** per cent of the print's real size */
  scale: number;
  rotation: Rotation;
}

export type Looks = Record<string, Look>;

export const MIN_SCALE = 50;
export const MAX_SCALE = 200;
export const SCALE_STEP = 10;
export const ROTATIONS: readonly Rotation[] = [0, 45, 90];
export const DEFAULT_LOOK: Look = { scale: 100, rotation: 0 };

export const lookOf = (looks: Looks, areaId: string): Look => looks[areaId] ?? DEFAULT_LOOK;

export const isDefaultLook = (look: Look) => look.scale === DEFAULT_LOOK.scale && look.rotation === DEFAULT_LOOK.rotation;

/** A stored look as the app can show it: scale clamped to its range in whole per cent, an unknown turn as none. */
export function readLook(value: { scale?: unknown; rotation?: unknown }): Look {
  const scale = typeof value.scale === 'number' && Number.isFinite(value.scale) ? Math.round(value.scale) : DEFAULT_LOOK.scale;
  const rotation = ROTATIONS.includes(value.rotation as Rotation) ? (value.rotation as Rotation) : DEFAULT_LOOK.rotation;
  return { scale: Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)), rotation };
}

/** Only areas whose look differs from the default are kept: an untouched design compares equal to its start. */
export function withLook(looks: Looks, areaId: string, change: Partial<Look>): Looks {
  const look = readLook({ ...lookOf(looks, areaId), ...change });
  const { [areaId]: _previous, ...rest } = looks;
  return isDefaultLook(look) ? rest : { ...rest, [areaId]: look };
}

/** Whether two designs' looks are the same on every area of the pattern. */
export function sameLooks(areaIds: readonly string[], a: Looks, b: Looks): boolean {
  return areaIds.every((id) => {
    const [x, y] = [lookOf(a, id), lookOf(b, id)];
    return x.scale === y.scale && x.rotation === y.rotation;
  });
}
