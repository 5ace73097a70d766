/** The parts of the `zipcodes` package (no published types) that the maps provider uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
  export const states: { full: Record<string, string>; abbr: Record<string, string> };
}
