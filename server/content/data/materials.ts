/** Materials of the catalogue (SPEC section 3). `fabrics` is filled in by the build from data/fabrics.ts. */
export interface MaterialSource {
  id: string;
  name: string;
  description: string;
  composition: string;
  width: string;
  /**
   * usable width in cm, selvedge to selvedge, for the yardage; a tube (Bündchen) counts cut open: twice its flat
   * width, so the engine's fold is the tube's own. Absent for plain colours.
   */
  usableWidth?: number;
  certificate: string;
  variations: { id: string; name: string }[];
  position: number;
}

export const materials: MaterialSource[] = [
  {
    id: 'jersey', name: 'Jersey', position: 10,
    description: 'Weicher, elastischer Maschenstoff aus Baumwolle – der Alleskönner für Shirts, Bodys und Kleider. Angenehm auf der Haut, pflegeleicht und bei 40 °C waschbar.',
    composition: '95 % Baumwolle\n5 % Elasthan', width: '150 cm', usableWidth: 150, certificate: 'OEKO-TEX Standard 100',
    variations: [{ id: 'jersey-uni', name: 'Uni' }, { id: 'jersey-gemustert', name: 'Gemustert' }, { id: 'jersey-streifen', name: 'Streifen' }],
  },
  {
    id: 'sweat', name: 'Sweat', position: 20,
    description: 'Kuscheliger Sweat mit angerauter Innenseite. Ideal für Pullis, Hoodies und Hosen, die warm halten und trotzdem atmen.',
    composition: '80 % Baumwolle\n20 % Polyester', width: '160 cm', usableWidth: 160, certificate: 'OEKO-TEX Standard 100',
    variations: [{ id: 'sweat-uni', name: 'Uni' }, { id: 'sweat-melange', name: 'Melange' }, { id: 'sweat-gemustert', name: 'Gemustert' }],
  },
  {
    id: 'musselin', name: 'Musselin', position: 30,
    description: 'Luftiger Double-Gauze aus zwei feinen Baumwolllagen mit typischer Knitteroptik. Wird mit jeder Wäsche weicher – perfekt für Sommerkleider und Babys.',
    composition: '100 % Baumwolle', width: '135 cm', usableWidth: 135, certificate: 'GOTS zertifiziert',
    variations: [{ id: 'musselin-uni', name: 'Uni' }, { id: 'musselin-gemustert', name: 'Gemustert' }],
  },
  {
    id: 'cord', name: 'Cord', position: 40,
    description: 'Robuster Babycord und Breitcord mit samtigen Rippen. Strapazierfähig für Latzhosen, Jacken und alles, was über Spielplätze rutscht.',
    composition: '98 % Baumwolle\n2 % Elasthan', width: '145 cm', usableWidth: 145, certificate: 'OEKO-TEX Standard 100',
    variations: [{ id: 'cord-fein', name: 'Feincord' }, { id: 'cord-breit', name: 'Breitcord' }],
  },
  {
    id: 'webware', name: 'Webware', position: 50,
    description: 'Formstabile Webstoffe wie Popeline, Twill, Canvas und Vichykaro. Nicht dehnbar, darum etwas großzügiger zuschneiden.',
    composition: '100 % Baumwolle', width: '140 cm', usableWidth: 140, certificate: 'OEKO-TEX Standard 100',
    variations: [{ id: 'webware-uni', name: 'Uni' }, { id: 'webware-karo', name: 'Karo' }, { id: 'webware-gemustert', name: 'Gemustert' }],
  },
  {
    id: 'buendchen', name: 'Bündchen', position: 60,
    description: 'Dehnbare Rippstrickware im Schlauch für Ärmel, Beine, Hals und Saum. Passt farblich zu unseren Jerseys und Sweats.',
    composition: '95 % Baumwolle\n5 % Elasthan', width: '2 × 35 cm (Schlauch)', usableWidth: 70, certificate: 'OEKO-TEX Standard 100',
    variations: [{ id: 'buendchen-uni', name: 'Uni' }, { id: 'buendchen-melange', name: 'Melange' }, { id: 'buendchen-ringel', name: 'Ringel' }],
  },
  {
    id: 'farbe', name: 'Farben', position: 100,
    description: 'Einfarbige Flächen zum schnellen Ausprobieren von Farbkombinationen.',
    // not a textile: the composition says so instead of being empty (every material has one)
    composition: 'Reine Farbfläche – kein Stoff', width: '', certificate: '',
    variations: [],
  },
];
