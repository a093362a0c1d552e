import { extractParts, parseSvg } from './sanitize';
import { buildFinalSvg } from './export';
import type { Fabric } from '@nahtlos/platform';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <g id="areas">
    <path data-area="hauptstoff" fill="#ffffff" d="M0 0L10 0L10 10Z" onclick="alert(3)"/>
    <path data-area="aermel" fill="#ffffff" d="M20 0L30 0L30 10Z" style="fill:url(https://evil.example/x)"/>
  </g>
  <g id="outlines" fill="none"><path d="M0 0L10 10" stroke="#000"/><image href="https://evil.example/a.png"/></g>
</svg>`;

describe('pattern drawing parsing', () => {
  it('drops scripts, foreign content, event handlers and external references', () => {
    const svg = parseSvg(drawing);
    const text = new XMLSerializer().serializeToString(svg);
    expect(text).not.toMatch(/script|foreignObject|onload|onclick|evil\.example|alert/);
    const parts = extractParts(svg, 500, 600);
    expect([...parts.areas.keys()]).toEqual(['hauptstoff', 'aermel']);
    expect(parts.viewBox).toEqual([0, 0, 500, 600]);
    expect(parts.outlines).not.toBeNull();
  });

  it('refuses text that is not an SVG', () => {
    expect(() => parseSvg('<html><body>nope</body></html>')).toThrow();
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow();
  });

  it('builds a self-contained final SVG: colours, tiles as data URLs, shading, outlines', async () => {
    const tile: Fabric = {
      id: 'ringel', name: 'Ringel', material: 'jersey', variation: null, position: 1, thumbnail: null,
      path: 'data:image/png;base64,iVBORw0KGgo=', headerPath: null, width: 512, height: 512, isCustom: false, slides: [],
    };
    const red: Fabric = { ...tile, id: 'farbe-rot', material: 'farbe', path: null, color: '#c0392b', width: null, height: null };
    const svg = await buildFinalSvg({
      source: parseSvg(drawing),
      width: 500,
      height: 600,
      fills: { hauptstoff: tile, aermel: red },
      looks: {},
      cmPerUnit: null,
      shadingHref: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
    });
    expect(svg).toContain('viewBox="0 0 500 600"');
    expect(svg).toMatch(/<pattern id="fabric-ringel" patternUnits="userSpaceOnUse" x="0" y="0" width="600" height="600"><image href="data:image\/png;base64,/);
    expect(svg).toContain('fill="url(#fabric-ringel)"');
    expect(svg).toContain('fill="#c0392b"');
    expect(svg).toContain('id="shading"');
    expect(svg).toContain('id="outlines"');
    expect(svg.replace(/http:\/\/www\.w3\.org[^"]*/g, '')).not.toMatch(/https?:\/\//);
  });

  it("draws a print at its real size in the chosen size, scaled and turned as the area's look says", async () => {
    const print: Fabric = {
      id: 'sterne', name: 'Sterne', material: 'jersey', variation: null, position: 1, thumbnail: null, repeat: { width: 12, height: 12 },
      path: 'data:image/png;base64,iVBORw0KGgo=', headerPath: null, width: 512, height: 512, isCustom: false, slides: [],
    };
    const svg = await buildFinalSvg({
      source: parseSvg(drawing),
      width: 500,
      height: 600,
      fills: { hauptstoff: print, aermel: print },
      // 0.2 cm per drawing unit: a 12 cm repeat is 60 units wide; the sleeve's print at 150 %, turned by 45°
      looks: { aermel: { scale: 150, rotation: 45 } },
      cmPerUnit: 0.2,
      shadingHref: null,
    });
    expect(svg).toMatch(/<pattern id="fabric-sterne" patternUnits="userSpaceOnUse" x="0" y="0" width="60" height="60">/);
    expect(svg).toMatch(/<pattern id="fabric-sterne--s150r45" patternUnits="userSpaceOnUse" x="0" y="0" width="90" height="90" patternTransform="rotate\(45\)">/);
    expect(svg).toContain('fill="url(#fabric-sterne--s150r45)"');
  });
});

describe('shading as a darkening overlay', () => {
  it('black at alpha α·(1−g) equals multiplying with grey g at coverage α', async () => {
    const { toDarkening } = await import('./shading');
    const data = new Uint8ClampedArray([128, 128, 128, 255, 255, 255, 255, 255, 0, 0, 0, 0, 51, 51, 51, 128]);
    toDarkening(data);
    expect(Array.from(data.slice(0, 4))).toEqual([0, 0, 0, 127]);
    expect(data[7]).toBe(0); // white multiplies to nothing
    expect(data[11]).toBe(0); // transparent stays transparent
    expect(data[15]).toBe(Math.round(255 * (128 / 255) * (1 - 51 / 255)));
    // F = 200: multiply gives 200·g = 100.4; the overlay gives 200·(1 − 127/255) ≈ 100.4
    expect(Math.abs(200 * (128 / 255) - 200 * (1 - data[3] / 255))).toBeLessThan(1);
  });
});
