/**
 * Fabric images read back from a saved design's drawing, the final SVG `buildFinalSvg` writes: each area path names
 * its fabric (`data-fabric`) and is filled with `url(#<pattern>)`, whose `<image>` is the tile inlined as a data URL.
 * An own fabric the user deleted lives on only there (issue 36): its image went with it. Loaded when a saved design
 * uses such a fabric (designSource.ts); `withImages` is apart (withImages.ts), the route needs it on every visit.
 */
import { parseSvg } from './sanitize';

const XLINK_NS = 'http://www.w3.org/1999/xlink';
const PATTERN_FILL = /^url\(#([^)\s]+)\)$/;

/** The image the saved drawing fills each of the fabrics' areas with (fabric id → data URL); none for a fabric it lacks. */
export function fabricImagesOf(svgText: string, fabricIds: ReadonlySet<string>): Record<string, string> {
  let svg: SVGSVGElement;
  try {
    // sanitised like every drawing: only inlined images (data:image/…;base64) keep their href
    svg = parseSvg(svgText);
  } catch {
    return {};
  }
  const patternImages = new Map<string, string>();
  for (const pattern of Array.from(svg.getElementsByTagName('pattern'))) {
    const image = pattern.getElementsByTagName('image')[0];
    const href = image?.getAttribute('href') ?? image?.getAttributeNS(XLINK_NS, 'href');
    const id = pattern.getAttribute('id');
    if (id && href) patternImages.set(id, href);
  }
  const images: Record<string, string> = {};
  for (const area of Array.from(svg.querySelectorAll('[data-fabric]'))) {
    const fabricId = area.getAttribute('data-fabric') ?? '';
    const patternId = PATTERN_FILL.exec(area.getAttribute('fill') ?? '')?.[1];
    const href = patternId ? patternImages.get(patternId) : undefined;
    if (href && fabricIds.has(fabricId) && !images[fabricId]) images[fabricId] = href;
  }
  return images;
}
