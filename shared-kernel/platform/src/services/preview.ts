/** Renders a project's PNG preview from its SVG (the configurator plugs in its canvas renderer). */
export type PreviewRenderer = (svg: string) => Promise<Blob | null>;

/** Default preview: the SVG itself (any <img> shows it) until a PNG renderer is plugged in. */
export const svgAsPreview: PreviewRenderer = async (svg) => new Blob([svg], { type: 'image/svg+xml' });

let previewRenderer: PreviewRenderer = svgAsPreview;
/** The configurator plugs in its canvas PNG renderer; until then the SVG doubles as preview. */
export function setPreviewRenderer(renderer: PreviewRenderer): void {
  previewRenderer = renderer;
}
export const renderPreview: PreviewRenderer = (svg) => previewRenderer(svg);
