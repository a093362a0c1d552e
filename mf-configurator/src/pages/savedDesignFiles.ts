/**
 * Only a place in the "saved-design" chunk (the save and details pages): importing it fetches and registers that
 * chunk's files, and none of the pages runs until it is shown (routes.tsx).
 */
export const savedDesignFiles = 'saved-design';
