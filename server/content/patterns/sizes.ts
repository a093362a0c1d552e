/**
 * Children's sizes by body height and the body measurements every garment's cut pieces are drafted from
 * (cm; rounded averages of German children's size charts). As in FreeSewing, a design never types a size's
 * figures: its pieces are functions of these measurements, so adding a size is one row here.
 */
export interface Measurements {
  /** body height, the middle of the size's range */
  height: number;
  chest: number;
  waist: number;
  hip: number;
  head: number;
  neck: number;
  /** shoulder point to wrist */
  arm: number;
  /** nape to waist */
  backLength: number;
  /** shoulder point to shoulder point across the back */
  shoulder: number;
  /** waist to floor at the side */
  outsideLeg: number;
}

/** Children's sizes by body height (cm), smallest first. */
export const SIZES = ['50/56', '62/68', '74/80', '86/92', '98/104', '110/116', '122/128'] as const;
export type Size = (typeof SIZES)[number];

export const MEASUREMENTS: Record<Size, Measurements> = {
  '50/56': { height: 53, chest: 41, waist: 41, hip: 42, head: 37, neck: 22, arm: 18, backLength: 16, shoulder: 18, outsideLeg: 30 },
  '62/68': { height: 65, chest: 45, waist: 44, hip: 46, head: 42, neck: 24, arm: 22, backLength: 18, shoulder: 20, outsideLeg: 37 },
  '74/80': { height: 77, chest: 49, waist: 47, hip: 50, head: 46, neck: 25, arm: 26, backLength: 20, shoulder: 22, outsideLeg: 45 },
  '86/92': { height: 89, chest: 52, waist: 50, hip: 54, head: 49, neck: 26, arm: 31, backLength: 22, shoulder: 24, outsideLeg: 54 },
  '98/104': { height: 101, chest: 55, waist: 52, hip: 57, head: 51, neck: 27, arm: 35, backLength: 24, shoulder: 26, outsideLeg: 62 },
  '110/116': { height: 113, chest: 58, waist: 54, hip: 61, head: 52, neck: 28, arm: 39, backLength: 26, shoulder: 27, outsideLeg: 70 },
  '122/128': { height: 125, chest: 62, waist: 57, hip: 65, head: 53, neck: 29, arm: 43, backLength: 28, shoulder: 29, outsideLeg: 78 },
};
