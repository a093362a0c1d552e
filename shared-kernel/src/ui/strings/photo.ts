/** German texts of the photo feature: teaser, purchase, cropper, save-custom-fabric (SPEC section 2). */
export const photoStrings = {};
