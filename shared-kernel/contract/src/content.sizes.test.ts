import { fabric, sewingPattern } from './content';
import { fabricLength, type CutPiece } from './yardage';

const pattern = {
  id: 'shirt-mila', name: 'Shirt', subline: 's', kind: 'shirt', path: '/p.svg', shadowPath: '/s.svg', previewPath: '/v.png',
  tablePath: '/t.svg', width: 500, height: 600, position: 1, areas: [{ id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' }],
  consumption: [{ size: '86/92', values: { hauptstoff: 40 } }], instructions: [],
};
const piece = { name: 'Vorderteil', outline: [[0, 0], [20, 0], [20, 35], [0, 35]], quantity: 1, onFold: true, grain: 'lengthwise' };
const shippedFabric = {
  id: 'ringel-senf', name: 'Ringel Senf', material: 'jersey', variation: null, position: 1, thumbnail: null, path: '/f.jpg', headerPath: null,
  width: 512, height: 512, color: '#d6a435', colorFamily: 'gelb', isCustom: false, slides: [], shop: { name: 'S', url: 'u' },
  details: { width: '150 cm', color: 'Senf', certificate: '', composition: '', shopUrl: 'u' },
};

describe('sizes, cut pieces, repeat and usable width in the content contract', () => {
  it('keep an older catalogue without them valid', () => {
    expect(sewingPattern.parse(pattern)).not.toHaveProperty('sizes');
    expect(fabric.parse(shippedFabric)).not.toHaveProperty('repeat');
  });

  it('carry them through a parse (the server serialises content with these schemas)', () => {
    const sizes = [{ size: '86/92', scale: 0.12, pieces: { hauptstoff: [piece] } }];
    expect(sewingPattern.parse({ ...pattern, sizes }).sizes).toEqual(sizes);
    expect(fabric.parse({ ...shippedFabric, repeat: { width: 8, height: 8 }, usableWidth: 150 })).toMatchObject({ repeat: { width: 8, height: 8 }, usableWidth: 150 });
  });

  it('give the yardage engine pieces it can lay out as they are', () => {
    const parsed = sewingPattern.parse({ ...pattern, sizes: [{ size: '86/92', scale: 0.12, pieces: { hauptstoff: [piece] } }] });
    const pieces: CutPiece[] = parsed.sizes![0].pieces.hauptstoff;
    expect(fabricLength(pieces, 140)).toBe(37);
  });

  it('refuse an unknown grain, a quantity of 0 and a repeat of no size', () => {
    const bad = (p: object) => sewingPattern.safeParse({ ...pattern, sizes: [{ size: '86/92', scale: 0.12, pieces: { hauptstoff: [{ ...piece, ...p }] } }] }).success;
    expect(bad({ grain: 'diagonal' })).toBe(false);
    expect(bad({ quantity: 0 })).toBe(false);
    expect(fabric.safeParse({ ...shippedFabric, repeat: { width: 0, height: 8 } }).success).toBe(false);
  });
});
