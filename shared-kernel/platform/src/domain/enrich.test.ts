import { enrichProject, emptyContent, type ContentSnapshot } from './enrich';
import { convertLegacyPattern } from './legacy';
import type { Fabric } from './types';

const fabric = (id: string, material = 'jersey', color?: string): Fabric => ({
  id, name: id, material, variation: null, position: 0, thumbnail: null, path: null, headerPath: null,
  width: null, height: null, color, isCustom: false, slides: [],
});

const content: ContentSnapshot = {
  ...emptyContent,
  fabrics: [fabric('f1'), fabric('rot', 'farbe', '#ff0000')],
  customFabrics: [{ ...fabric('c1', 'custom'), isCustom: true }],
  materials: [{ id: 'jersey', name: 'Jersey', description: '', composition: '', variations: [], position: 10, fabrics: ['f1'] }],
  sewingPatterns: [
    {
      id: 'shirt-mila', name: 'Shirt Mila', subline: '', kind: 'shirt', path: '/p.svg', shadowPath: '/s.svg', previewPath: '/p.png', tablePath: '/t.svg',
      width: 1, height: 1, position: 0, areas: [], consumption: [], instructions: [],
    },
  ],
  legacy: [{ oldId: '1', patternId: 'shirt-mila', areas: { main: 'hauptstoff', sleeves: 'aermel' } }],
};

it('converts legacy pattern and area ids', () => {
  expect(convertLegacyPattern({ id: '1', areas: [{ id: 'main' }, { id: 'other' }] }, content.legacy)).toEqual({
    id: 'shirt-mila',
    areas: [{ id: 'hauptstoff' }, { id: 'other' }],
  });
  const current = { id: 'shirt-mila', areas: [{ id: 'hauptstoff' }] };
  expect(convertLegacyPattern(current, content.legacy)).toBe(current);
});

it('resolves shipped fabrics, colours and custom fabrics, warning about missing ones', () => {
  const warnings: string[] = [];
  const result = enrichProject(
      {
        sewingPattern: {
          id: '1',
          areas: [
            { id: 'main', fabric: 'f1', materials: ['jersey', 'samt'] },
            { id: 'sleeves', fabric: 'rot' },
            { id: 'x', fabric: 'c1' },
            { id: 'y', fabric: 'weg' },
          ],
        },
      },
      content,
      (message) => warnings.push(message),
  );
  expect(result.pattern?.id).toBe('shirt-mila');
  expect(result.fabrics.map((f) => f.id)).toEqual(['f1', 'c1']);
  expect(result.colors).toEqual(['#ff0000']);
  expect(result.areaMaterials.hauptstoff.map((m) => m.id)).toEqual(['jersey']);
  expect(warnings).toEqual(['No material found for: samt', 'No fabric found for id weg.']);
});
