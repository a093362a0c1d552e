// A design's export (its final SVG, PNG preview and share image): not with the editor, whose first screen a phone waits
// for, but fetched once the page has settled (App), so a design is finished, saved or shared offline too.
export { buildFinalSvg, previewSize, renderPng, renderPreviewFromSvg, renderShareImage } from './export';
export { canvasToBlob, renderCanvas } from './canvasRender';
export { extractParts } from './sanitize';
