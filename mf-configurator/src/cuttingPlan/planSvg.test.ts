import { planCutting } from '@nahtlos/cutting';
import { cutDetails, foldCaption, planSvg, type PlanFabric } from './planSvg';

const rectangle = (name: string, width: number, height: number, quantity: number, onFold = false) => ({
  name,
  outline: [[0, 0], [width, 0], [width, height], [0, height]] as [number, number][],
  quantity,
  onFold,
  grain: 'lengthwise' as const,
});
const sterne: PlanFabric = { id: 'sterne', name: 'Sterne & <Monde>', color: '#123456', repeat: { width: 16, height: 16 } };
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;

describe('the cutting plan as SVG', () => {
  const plan = planCutting([rectangle('Vorderteil', 20, 40, 1, true), rectangle('Ärmel', 18, 30, 2)], { fabricWidth: 140 });
  const svg = parse(planSvg({ plan, fabric: sterne, printHref: '/media/sterne.jpg', idPrefix: 'plan sterne' }));

  it('draws every cut with its outline, sewing line, grainline and labels, and names itself for screen readers', () => {
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`Zuschnittplan für Sterne & <Monde>: ${(plan.lengthCm / 100).toFixed(2).replace('.', ',')} m Stoff`);
    const pieces = Array.from(svg.querySelectorAll('.plan-piece'));
    expect(pieces.map((piece) => piece.getAttribute('data-piece'))).toEqual(plan.placements.map((cut) => cut.name));
    for (const piece of pieces) {
      expect(piece.querySelector('.plan-cut')?.getAttribute('fill')).toBe('url(#plan_sterne-print)');
      expect(piece.querySelector('.plan-seam')).not.toBeNull();
      expect(piece.querySelector('.plan-grain')?.getAttribute('marker-end')).toBe('url(#plan_sterne-arrow)');
    }
    const labels = Array.from(svg.querySelectorAll('text.plan-label')).map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Vorderteil', 'im Bruch', 'Ärmel', '2× · gegengleich']));
  });

  it('shows the print at its real size, the folds and selvedges, and a ruler every 10 cm along the length', () => {
    const tile = svg.querySelector('pattern#plan_sterne-print');
    expect([tile?.getAttribute('width'), tile?.getAttribute('height')]).toEqual(['16', '16']);
    expect(svg.querySelectorAll('.plan-fold')).toHaveLength(plan.folds.length);
    expect(svg.querySelectorAll('.plan-selvedge')).toHaveLength(plan.selvedges.length);
    const marks = Array.from(svg.querySelectorAll('.plan-ruler text')).map((text) => text.textContent);
    expect(marks[0]).toBe('10');
    expect(marks.at(-1)).toBe('cm');
  });

  it("says in red what the fabric is too narrow for; a plain colour fills the pieces with itself", () => {
    const narrow = planCutting([rectangle('Rock', 80, 40, 1, true)], { fabricWidth: 60 });
    const drawn = parse(planSvg({ plan: narrow, fabric: { ...sterne, repeat: undefined }, printHref: null, idPrefix: 'x' }));
    expect(drawn.querySelector('.plan-too-wide')?.textContent).toBe('Zu schmal für: Rock');
    expect(drawn.querySelector('pattern')).toBeNull();
  });

  it('a file is sized in cm, so it prints at its real size', () => {
    const file = parse(planSvg({ plan, fabric: sterne, printHref: null, idPrefix: 'f', realSize: true }));
    expect(file.getAttribute('width')).toMatch(/^[\d.]+cm$/);
    expect(file.getAttribute('height')).toMatch(/^[\d.]+cm$/);
  });
});

describe("a cut's label", () => {
  it('names pairs, mirrored pieces and pieces on the fold as a sewer reads them', () => {
    expect(cutDetails({ yields: 2, onFold: false, mirrored: false }, 'centre')).toBe('2× · gegengleich');
    expect(cutDetails({ yields: 1, onFold: false, mirrored: true }, 'open')).toBe('gegengleich');
    expect(cutDetails({ yields: 1, onFold: false, mirrored: false }, 'open')).toBe('');
    expect(cutDetails({ yields: 1, onFold: true, mirrored: true }, 'selvedges')).toBe('im Bruch');
    expect(cutDetails({ yields: 1, onFold: true, mirrored: false }, 'open')).toBe('Bruch aufgeklappt');
    // a partial fold: the doubled strip is cut as folded fabric, the single layer beside it as open fabric
    expect(cutDetails({ yields: 1, onFold: true, mirrored: false, layers: 2 }, 'partial')).toBe('im Bruch');
    expect(cutDetails({ yields: 1, onFold: true, mirrored: false, layers: 1 }, 'partial')).toBe('Bruch aufgeklappt');
  });

  it('the caption says how the fabric lies', () => {
    expect(foldCaption({ fold: 'centre' })).toBe('Stoff doppelt gelegt, Bruch links');
    expect(foldCaption({ fold: 'partial', doubleWidth: 24.6 })).toBe('Eine Webkante 25 cm breit eingeschlagen, der Rest einlagig');
  });
});
