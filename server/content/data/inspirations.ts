/**
 * Inspiration articles (collection app_inspirations). Images are generated scenes (see build):
 * `scene` lists garments with the fabric ids they are shown in, and fabric swatches.
 */
export interface Scene {
  bg: string;
  garments: { pattern: string; fabrics: string[] }[];
  swatches: string[];
}

export type BlockSource =
  | { h: string }
  | { p: string }
  | { img: Scene };

export interface InspirationSource {
  id: string;
  tag: string;
  title: string;
  scene: Scene;
  blocks: BlockSource[];
}

export const inspirations: InspirationSource[] = [
  {
    id: '1', tag: 'Inspiration', title: 'Farbenfrohe Outfits',
    scene: { bg: '#f6e7c8', garments: [{ pattern: 'shirt-mila', fabrics: ['ringel-senf', 'jersey-ozean', 'buendchen-nacht'] }, { pattern: 'kinderhose-emil', fabrics: ['feincord-rost', 'vichy-senf', 'buendchen-senf', 'buendchen-senf'] }], swatches: ['tupfen-senf', 'ringel-ostsee', 'wiesenblumen'] },
    blocks: [
      { h: 'Mut zur Farbe' },
      { p: 'Kinder lieben Farben – und Farben lieben Kinder. Kräftiges Senfgelb, tiefes Ozeanblau und warmes Rostrot lassen sich wunderbar kombinieren, wenn ein ruhiger Ton wie Creme oder Sand die Brücke schlägt.' },
      { img: { bg: '#e9eef2', garments: [{ pattern: 'kapuzenpulli-finn', fabrics: ['sternenhimmel', 'jersey-senf', 'melange-hellgrau', 'melange-hellgrau', 'tupfen-senf', 'buendchen-senf'] }], swatches: ['sternenhimmel', 'jersey-senf'] } },
      { h: 'Unsere Faustregel' },
      { p: 'Ein Muster, eine Hauptfarbe, ein Akzent: Wähle zuerst den gemusterten Stoff, nimm eine seiner Farben für die Ärmel und setze mit dem Bündchen einen kleinen Kontrast.' },
      { p: 'Im Konfigurator kannst du jede Kombination sofort ausprobieren – ganz ohne Zuschneiden.' },
    ],
  },
  {
    id: '2', tag: 'Stoffkunde', title: 'Jersey, Sweat & Co.',
    scene: { bg: '#e7ecdf', garments: [{ pattern: 'body-lotte', fabrics: ['bluemchen-rose', 'jersey-altrosa', 'buendchen-creme'] }], swatches: ['melange-hellgrau', 'feincord-moos', 'musselin-salbei'] },
    blocks: [
      { h: 'Welcher Stoff für welches Projekt?' },
      { p: 'Jersey ist dehnbar und weich – ideal für Shirts und Bodys. Sweat hat eine angeraute Innenseite und hält warm. Musselin ist luftig und wird mit jeder Wäsche weicher.' },
      { img: { bg: '#f3ede4', garments: [], swatches: ['ringel-salbei', 'melange-steingrau', 'musselin-zweige', 'feincord-karamell', 'vichy-ozean', 'buendchen-rost'] } },
      { h: 'Webware braucht Zugabe' },
      { p: 'Cord und Webware sind nicht dehnbar. Schneide Hosen und Jacken daraus lieber eine Größe weiter zu, damit genug Bewegungsfreiheit bleibt.' },
    ],
  },
  {
    id: '3', tag: 'Nähtipp', title: 'Bündchen richtig annähen',
    scene: { bg: '#f1dcd6', garments: [{ pattern: 'kinderhose-emil', fabrics: ['melange-eisblau', 'jersey-ozean', 'buendchen-nacht', 'buendchen-nacht'] }], swatches: ['buendchen-nacht', 'buendchen-senf', 'ringelbuendchen'] },
    blocks: [
      { h: 'Die 70-Prozent-Regel' },
      { p: 'Ein Bündchen wird etwa 70 % so lang zugeschnitten wie die Kante, an die es genäht wird. So liegt es schön an, ohne zu spannen.' },
      { p: 'Stecke Bündchen und Kante in Vierteln zusammen und dehne das Bündchen beim Nähen gleichmäßig.' },
      { img: { bg: '#eef0f4', garments: [{ pattern: 'shirt-mila', fabrics: ['melange-hellgrau', 'melange-hellgrau', 'ringelbuendchen'] }], swatches: ['ringelbuendchen'] } },
    ],
  },
  {
    id: '4', tag: 'Saison', title: 'Sommer in Musselin',
    scene: { bg: '#e3eef0', garments: [{ pattern: 'rueschenkleid-ella', fabrics: ['musselin-blumen', 'musselin-puder', 'musselin-salbei', 'musselin-puder'] }], swatches: ['musselin-puder', 'musselin-zweige', 'musselin-senf'] },
    blocks: [
      { h: 'Leicht wie eine Sommerbrise' },
      { p: 'Musselin besteht aus zwei hauchdünnen Baumwolllagen. Die typische Knitteroptik gehört dazu – bügeln musst du ihn nicht.' },
      { img: { bg: '#f6efe2', garments: [{ pattern: 'body-lotte', fabrics: ['musselin-sterne', 'musselin-natur', 'buendchen-creme'] }], swatches: ['musselin-sterne', 'musselin-natur'] } },
      { p: 'Wasche Musselin vor dem Zuschnitt einmal vor, er kann ein wenig einlaufen.' },
    ],
  },
  {
    id: '5', tag: 'Foto Feature', title: 'Foto Feature: Deine eigenen Stoffe',
    scene: { bg: '#efe4f2', garments: [{ pattern: 'kapuzenpulli-finn', fabrics: ['konfetti', 'musselin-flieder', 'sweat-flieder', 'sweat-flieder', 'konfetti', 'buendchen-creme'] }], swatches: ['konfetti', 'sweat-flieder'] },
    blocks: [
      { h: 'Dein Stoffschrank in der App' },
      { p: 'Mit dem Foto Feature fotografierst du deine eigenen Stoffe, schneidest sie zu und verwendest sie direkt im Konfigurator.' },
      { h: 'So funktioniert es' },
      { p: 'Lege den Stoff glatt bei Tageslicht aus, fotografiere ihn von oben und wähle einen Ausschnitt im Format 3:4. Gib deinem Stoff einen Namen – fertig.' },
      { img: { bg: '#f3ede4', garments: [], swatches: ['zweige-sand', 'herzchen-koralle', 'wellen-petrol', 'kattun-bluemchen'] } },
      { p: 'Mit einem Konto werden deine Stoffe synchronisiert und sind auf all deinen Geräten da.' },
    ],
  },
  {
    id: '6', tag: 'Nähtipp', title: 'Die richtige Größe finden',
    scene: { bg: '#f4ead9', garments: [{ pattern: 'strampler-ida', fabrics: ['tupfen-nacht', 'jersey-senf', 'tupfen-nacht', 'buendchen-senf'] }], swatches: ['tupfen-nacht', 'buendchen-senf'] },
    blocks: [
      { h: 'Messen statt schätzen' },
      { p: 'Unsere Schnittmuster richten sich nach der Körpergröße: 50/56 bis 122/128. Miss dein Kind ohne Schuhe an der Wand und wähle bei Zwischengrößen die größere.' },
      { p: 'Die Stoffverbrauchstabelle auf jeder Schnittseite zeigt dir, wie viel Stoff du bei 140 cm Breite brauchst.' },
    ],
  },
  {
    id: '7', tag: 'Saison', title: 'Herbstlooks mit Cord',
    scene: { bg: '#efe1cf', garments: [{ pattern: 'latzhose-ben', fabrics: ['breitcord-senf', 'vichy-kirsch', 'breitcord-senf', 'buendchen-rost'] }, { pattern: 'jacke-paul', fabrics: ['feincord-moos', 'vichy-salbei', 'feincord-moos', 'feincord-moos', 'twill-sand', 'buendchen-creme'] }], swatches: ['breitcord-schoko', 'feincord-rost'] },
    blocks: [
      { h: 'Warme Töne, robuste Stoffe' },
      { p: 'Cord ist der perfekte Begleiter für Pfützen und Laubhaufen. Kombiniere Senf, Rost und Moos mit einem karierten Futter für den Extra-Hingucker.' },
      { img: { bg: '#f3ede4', garments: [{ pattern: 'jacke-paul', fabrics: ['breitcord-petrol', 'vichy-senf', 'breitcord-petrol', 'breitcord-petrol', 'canvas-oliv', 'buendchen-senf'] }], swatches: [] } },
      { p: 'Tipp: Schneide Cord immer in derselben Strichrichtung zu, sonst schimmern die Teile unterschiedlich.' },
    ],
  },
];
