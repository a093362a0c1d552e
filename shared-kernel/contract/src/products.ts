/**
 * The in-app products (issue 20), without zod so the apps' first JavaScript can read them
 * (`@nahtlos/contract/products`): the price the app shows and the amount the web's checkout charges.
 */
export const inAppProducts = {
  extra_feature_camera: {
    id: 'extra_feature_camera',
    name: 'Foto Feature',
    description: 'Fotografiere deine eigenen Stoffe.',
    /** as shown (SPEC section 9) */
    price: '3,99 €',
    /** in the currency's smallest unit (cents) */
    amount: 399,
    currency: 'EUR',
    type: 'non-consumable',
  },
} as const;
export type InAppProductId = keyof typeof inAppProducts;
export type InAppProduct = (typeof inAppProducts)[InAppProductId];
export const CAMERA_FEATURE_PRODUCT: InAppProduct = inAppProducts.extra_feature_camera;

