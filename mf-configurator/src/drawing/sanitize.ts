/**
 * Pattern drawings come from our own server, but are parsed as data (DOMParser) and cleaned before any
 * node is imported: defence in depth. Never a string into svg.js `SVG(string)`, `.svg()` or `.html()`.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const FORBIDDEN = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'audio', 'video', 'a', 'animate', 'set', 'animatemotion', 'animatetransform', 'style']);

function safeHref(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || /^data:image\/(png|jpe?g|webp|gif);base64,/i.test(trimmed);
}

/** Removes scripts, foreign content, event handlers and external references, in place. */
export function sanitizeSvgElement(root: Element): Element {
  const walk = (element: Element) => {
    for (const child of Array.from(element.children)) {
      if (child.namespaceURI !== SVG_NS || FORBIDDEN.has(child.localName.toLowerCase())) {
        child.remove();
        continue;
      }
      walk(child);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if ((name === 'href' || name === 'xlink:href') && !safeHref(attribute.value)) element.removeAttribute(attribute.name);
      else if (/url\(\s*['"]?(?!#)/i.test(attribute.value)) element.removeAttribute(attribute.name);
      else if (/javascript:/i.test(attribute.value)) element.removeAttribute(attribute.name);
    }
  };
  walk(root);
  return root;
}

/** Parses SVG text (from our server) into a sanitised, detached <svg> element, or throws. */
export function parseSvg(text: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || doc.getElementsByTagName('parsererror').length > 0) {
    throw new Error('Invalid pattern drawing.');
  }
  sanitizeSvgElement(root);
  return root as unknown as SVGSVGElement;
}

/** The drawing's parts: one closed path per area (by data-area) and the outline group. */
export interface PatternParts {
  viewBox: [number, number, number, number];
  areas: Map<string, SVGPathElement>;
  outlines: SVGGElement | null;
}

export function extractParts(svg: SVGSVGElement, fallbackWidth: number, fallbackHeight: number): PatternParts {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const viewBox: [number, number, number, number] =
    box.length === 4 && box.every(Number.isFinite) ? [box[0], box[1], box[2], box[3]] : [0, 0, fallbackWidth, fallbackHeight];
  const areas = new Map<string, SVGPathElement>();
  const areaGroup = svg.querySelector('g#areas') ?? svg;
  for (const path of Array.from(areaGroup.querySelectorAll('path[data-area]'))) {
    const id = path.getAttribute('data-area');
    if (id && !areas.has(id)) areas.set(id, path as SVGPathElement);
  }
  const outlines = svg.querySelector('g#outlines') as SVGGElement | null;
  return { viewBox, areas, outlines };
}
