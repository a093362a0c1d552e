/**
 * Only a place in the "photo-flow" chunk (cropper and save dialog): importing it fetches and registers that chunk's
 * files, and none of the flow runs until its route is shown (routes.tsx).
 */
export const photoFlowFiles = 'photo-flow';
