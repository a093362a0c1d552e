// A design's export (its final SVG, PNG preview and share image): loaded when a design is finished, saved or shared, not
// with the editor, whose first screen a phone waits for.
export { buildFinalSvg, previewSize, renderPng, renderPreviewFromSvg, renderShareImage } from './export';
export { canvasToBlob, renderCanvas } from './canvasRender';
