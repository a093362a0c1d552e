/** The one brand config: every place that shows the product name or an external link reads it here. */
export const brand = {
  name: 'Nahtlos',
  site: 'https://www.nahtlos.de',
  shop: 'https://shop.nahtlos.de',
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
