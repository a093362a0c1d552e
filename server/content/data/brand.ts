/** Brand links used inside content (mirrors shared-kernel/src/ui/brand.ts; content is data, so it keeps its own copy). */
export const brand = {
  site: 'https://www.nahtlos.de',
  shop: 'https://shop.nahtlos.de',
  shopName: 'Nahtlos Stoffladen',
};
