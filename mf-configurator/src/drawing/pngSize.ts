/** Longer side of the PNG preview (iOS canvas limits: stay well under ~1600 px; sharp enough for 800×800 shares). */
export const PNG_MAX_SIZE = 1200;
