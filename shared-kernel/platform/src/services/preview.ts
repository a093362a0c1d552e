/** Renders a project's PNG preview from its SVG (the configurator plugs in its canvas renderer). */
export type PreviewRenderer = (svg: string) => Promise<Blob | null>;

/** Default preview: the SVG itself (any <img> shows it) until a PNG renderer is plugged in. */
export const svgAsPreview: PreviewRenderer = async (svg) => new Blob([svg], { type: 'image/svg+xml' });
