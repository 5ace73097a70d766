/** What the file worker needs to place a seal: the signature field and the seal's validation data. */
import type { ValidationData } from './placeholder';

export interface SealDetails {
  fieldName: string;
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  validation: ValidationData;
}
