/** The location field with its autocomplete, which the staff's job form uses too. */
export { LocationInput } from './LocationRow';
