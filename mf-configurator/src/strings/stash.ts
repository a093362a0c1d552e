/** What a piece of the user's stash leaves after cutting (issue 40), loaded with the 'Stoffverbrauch' panel's plan views. */
export const stashStrings = {
  fromStash: (length: number, width: number) => `Aus deinem Vorrat (${length} × ${width} cm):`,
  left: (cm: number) => `reicht – noch ${cm} cm übrig`,
  missing: (cm: number) => `es fehlen ${cm} cm`,
};
