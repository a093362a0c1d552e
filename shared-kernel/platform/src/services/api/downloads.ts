/** An order's e-book, opened in a new tab (authorised by the signed asset, not the bearer token). */
export const orderDownloadUrl = (pdf: string) => `/digital-products/download?asset=${encodeURIComponent(pdf)}`;
