import type { Fabric, Inspiration, Material, SewingPattern } from '@nahtlos/platform';

export const fabric = (id: string, over: Partial<Fabric> = {}): Fabric => ({
  id,
  name: id,
  material: 'jersey',
  variation: 'jersey-uni',
  position: 1,
  thumbnail: `/media/${id}-thumb.jpg`,
  path: `/media/${id}.jpg`,
  headerPath: `/media/${id}-header.jpg`,
  width: 512,
  height: 512,
  color: '#336699',
  colorFamily: 'blau',
  isCustom: false,
  slides: [`/media/${id}-header.jpg`, `/media/${id}-detail.jpg`],
  shop: { name: 'Nahtlos Stoffladen', url: 'https://shop.nahtlos.de' },
  details: {
    width: '150 cm',
    color: 'Blau',
    certificate: 'OEKO-TEX Standard 100',
    composition: '95 % Baumwolle\n5 % Elasthan',
    shopUrl: `https://shop.nahtlos.de/stoffe/${id}`,
  },
  ...over,
});

export const materials: Material[] = [
  {
    id: 'sweat',
    name: 'Sweat',
    description: 'Kuscheliger Sweat.',
    composition: '80 % Baumwolle\n20 % Polyester',
    variations: [{ id: 'sweat-uni', name: 'Uni' }],
    position: 20,
    fabrics: ['sweat-grau'],
  },
  {
    id: 'farbe',
    name: 'Farben',
    description: 'Einfarbig.',
    composition: '',
    variations: [],
    position: 100,
    fabrics: ['farbe-rot'],
  },
  {
    id: 'jersey',
    name: 'Jersey',
    description: 'Weicher, elastischer Maschenstoff.',
    composition: '95 % Baumwolle\n5 % Elasthan',
    variations: [
      { id: 'jersey-uni', name: 'Uni' },
      { id: 'jersey-streifen', name: 'Streifen' },
    ],
    position: 10,
    fabrics: ['ringel-ostsee', 'jersey-senf', 'jersey-ozean', 'ringel-rot', 'jersey-sonder'],
  },
];

export const fabrics = [
  fabric('ringel-ostsee', { name: 'Ringel Ostsee', variation: 'jersey-streifen', position: 2, colorFamily: 'blau' }),
  fabric('jersey-ozean', { name: 'Jersey Ozean', variation: 'jersey-uni', position: 3, colorFamily: 'blau' }),
  fabric('jersey-senf', { name: 'Jersey Senf', variation: 'jersey-uni', position: 1, colorFamily: 'gelb' }),
  fabric('ringel-rot', { name: 'Ringel Rot', variation: 'jersey-streifen', position: 1, colorFamily: 'rot' }),
  fabric('jersey-sonder', { name: 'Jersey Sonderedition', variation: null, position: 9, colorFamily: 'grün' }),
  fabric('sweat-grau', { name: 'Sweat Grau', material: 'sweat', variation: 'sweat-uni', colorFamily: 'grau', details: undefined }),
  fabric('farbe-rot', { name: 'Rot', material: 'farbe', variation: null, thumbnail: null, path: null, headerPath: null, color: '#C8423B', colorFamily: 'rot', slides: [] }),
];

export const customFabric = (id: string, name: string): Fabric => ({
  id,
  name,
  material: 'custom',
  variation: null,
  position: 0,
  thumbnail: null,
  path: `blob:${id}`,
  headerPath: null,
  width: 300,
  height: 400,
  isCustom: true,
  slides: [],
  uploaded: false,
});

export const patterns: SewingPattern[] = [
  {
    id: 'body-lotte',
    name: 'Body Lotte',
    subline: 'Kurzarmbody',
    kind: 'body',
    path: '/p/body.svg',
    shadowPath: '/p/body-shadow.svg',
    previewPath: '/p/body-preview.png',
    tablePath: '/p/body-table.svg',
    width: 500,
    height: 600,
    position: 2,
    areas: [],
    consumption: [],
    instructions: [],
  },
  {
    id: 'shirt-mila',
    name: 'Shirt Mila',
    subline: 'Kurzarmshirt mit Halsbündchen',
    kind: 'shirt',
    path: '/p/shirt.svg',
    shadowPath: '/p/shirt-shadow.svg',
    previewPath: '/p/shirt-preview.png',
    tablePath: '/p/shirt-table.svg',
    width: 500,
    height: 600,
    position: 1,
    areas: [],
    consumption: [],
    instructions: [{ url: 'https://www.nahtlos.de/anleitungen/shirt-mila/1', name: 'Halsbündchen annähen', previewImage: '/p/a1.jpg' }],
  },
];

export const inspirations: Inspiration[] = [
  {
    id: '1',
    tag: 'Inspiration',
    title: 'Farbenfrohe Outfits',
    previewPath: '/i/1-preview.jpg',
    headerPath: '/i/1-header.jpg',
    position: 1,
    content: [
      { type: 'section_text', text: 'Mut zur Farbe', isHeadline: true },
      { type: 'section_text', text: 'Kinder lieben Farben. <b>fett</b>', isHeadline: false },
      { type: 'section_image', imagePath: '/i/1-bild.jpg' },
    ],
  },
  {
    id: '5',
    tag: 'Foto Feature',
    title: 'Foto Feature: Deine eigenen Stoffe',
    previewPath: '/i/5-preview.jpg',
    headerPath: '/i/5-header.jpg',
    position: 5,
    content: [{ type: 'section_text', text: 'Dein Stoffschrank in der App', isHeadline: true }],
  },
];
