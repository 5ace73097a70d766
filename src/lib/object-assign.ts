/**
 * Babel's `extends` helper (the history package imports it) falls back to a loop where
 * Object.assign is missing; every browser the portal supports has it, so the build maps the helper
 * here and the fallback stays out of every first load.
 */
export default Object.assign;
