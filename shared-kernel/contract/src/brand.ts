/**
 * The one brand config: every place that shows the product name or an external link reads it here —
 * the apps (frame, footer, share texts, storage names) and the server's content build (shop links).
 */
export const brand = {
  name: 'Nahtlos',
  site: 'https://www.nahtlos.de',
  shop: 'https://shop.nahtlos.de',
  shopName: 'Nahtlos Stoffladen',
  imprint: 'https://www.nahtlos.de/impressum',
  terms: 'https://www.nahtlos.de/agb',
  moreInspiration: 'https://www.nahtlos.de/inspiration',
  community: 'https://www.nahtlos.de/community',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/nahtlos.naehen' },
    { name: 'Pinterest', url: 'https://www.pinterest.de/nahtlosnaehen' },
  ],
} as const;

/** Replaces `{product}` in a spec text with the brand name. */
export function withBrand(text: string): string {
  return text.replaceAll('{product}', brand.name);
}
