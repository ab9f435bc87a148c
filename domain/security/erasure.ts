/** The word an admin types to erase a person's data (spec 4 §8): the server checks it, the screen asks for it. */
export const ERASE_CONFIRMATION = 'ERASE';
