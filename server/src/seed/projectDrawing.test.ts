import { garments } from '../../content/patterns';
import { composedSvg } from '../../content/patterns/svg';
import { readContentRelease } from '../content/release';
import { projectDrawing } from './projectDrawing';

const catalogue = () => readContentRelease().catalogue; // built by the jest globalSetup
const areaFills = (svg: string) => [...svg.matchAll(/<path data-area="([^"]+)" fill="([^"]+)"/g)].map(([, area, fill]) => `${area}=${fill}`);

describe('a demo project drawing from the built release', () => {
  it('fills the areas like the generator composes them, with the shading multiplied over them', () => {
    for (const garment of garments) {
      const fills = Object.fromEntries(garment.areas.slice(0, 2).map((a, i) => [a.id, ['#4f7a94', '#d6a435'][i]]));
      const svg = projectDrawing(catalogue(), garment.id, fills)!;
      expect(areaFills(svg)).toEqual(areaFills(composedSvg(garment, fills)));
      expect(svg.match(/<svg/g)).toHaveLength(1);
      expect(svg).toMatch(/<g id="shading"><g style="mix-blend-mode:multiply"><defs><clipPath id="s-clip">.*<\/g><\/g><g id="outlines"/);
    }
  });

  it('is null for a pattern the catalogue does not have', () => {
    expect(projectDrawing(catalogue(), 'gibt-es-nicht', {})).toBeNull();
  });
});
