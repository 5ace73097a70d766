/**
 * The form fields of the fillable Form I-9 (edition 01/20/25) by name, and the data element each
 * shows: what the mapping screen suggests for an uploaded edition. A field the table does not know
 * is left for staff to map; staff confirm every suggestion before it counts as theirs. The demo
 * stand-in (demo-form.ts) is built with the same names, page by page.
 */
import { PREPARER_SLOTS, REVERIFICATION_SLOTS } from '../../../common/i9-pdf';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Page 1: Section 1 and Section 2, in the form's order. */
export const PAGE1_FIELDS: readonly [string, string][] = [
  ['Last Name (Family Name)', 's1.lastName'],
  ['First Name Given Name', 's1.firstName'],
  ['Employee Middle Initial (if any)', 's1.middleInitial'],
  ['Employee Other Last Names Used (if any)', 's1.otherLastNames'],
  ['Address Street Number and Name', 's1.address'],
  ['Apt Number (if any)', 's1.apartment'],
  ['City or Town', 's1.city'],
  ['State', 's1.state'],
  ['ZIP Code', 's1.zipCode'],
  ['Date of Birth mmddyyyy', 's1.dateOfBirth'],
  ['US Social Security Number', 's1.ssn'],
  ['Employees E-mail Address', 's1.email'],
  ['Telephone Number', 's1.phone'],
  ['CB_1', 's1.statusCitizen'],
  ['CB_2', 's1.statusNational'],
  ['CB_3', 's1.statusPermanentResident'],
  ['CB_4', 's1.statusAuthorized'],
  ['3 A lawful permanent resident Enter USCIS or ANumber', 's1.permanentResidentNumber'],
  ['Exp Date mmddyyyy', 's1.authorizationExpires'],
  ['USCIS ANumber', 's1.uscisNumber'],
  ['Form I94 Admission Number', 's1.i94Number'],
  ['Foreign Passport Number and Country of IssuanceSection 1', 's1.foreignPassport'],
  ['Signature of Employee', 's1.signature'],
  ["Today's Date mmddyyy", 's1.signedOn'],
  ['Document Title 1', 's2.listATitle'],
  ['Issuing Authority 1', 's2.listAAuthority'],
  ['Document Number 0 (if any)', 's2.listANumber'],
  ['Expiration Date if any', 's2.listAExpires'],
  ['List B Document 1 Title', 's2.listBTitle'],
  ['List B Issuing Authority 1', 's2.listBAuthority'],
  ['List B Document Number 1', 's2.listBNumber'],
  ['List B Expiration Date 1', 's2.listBExpires'],
  ['List C Document Title 1', 's2.listCTitle'],
  ['List C Issuing Authority 1', 's2.listCAuthority'],
  ['List C Document Number 1', 's2.listCNumber'],
  ['List C Expiration Date 1', 's2.listCExpires'],
  ['Additional Information', 's2.additionalInformation'],
  ['CB_Alt', 's2.remote'],
  ['FirstDayEmployed mmddyyyy', 's2.firstDay'],
  ['Last Name First Name and Title of Employer or Authorized Representative', 's2.examiner'],
  ['Signature of Employer or AR', 's2.signature'],
  ['S2 Todays Date mmddyyyy', 's2.signedOn'],
  ['Employers Business or Org Name', 's2.businessName'],
  ['Employers Business or Org Address', 's2.businessAddress'],
];

/** Page 3: Supplement A, headed by the employee's name, with room for four preparers or translators. */
export const PAGE3_FIELDS: readonly [string, string][] = [
  ['Last Name (Family Name) from Section 1', 's1.lastName'],
  ['First Name (Given Name) from Section 1', 's1.firstName'],
  ['Middle initial (if any) from Section 1', 's1.middleInitial'],
  ...range(PREPARER_SLOTS).flatMap((n): [string, string][] => [
    [`Preparer or Translator Last Name (Family Name) ${n}`, `a${n}.lastName`],
    [`Preparer or Translator First Name (Given Name) ${n}`, `a${n}.firstName`],
    [`Preparer or Translator Address (Street Number and Name) ${n}`, `a${n}.address`],
    [`Preparer or Translator City or Town ${n}`, `a${n}.city`],
    [`Preparer State ${n}`, `a${n}.state`],
    [`Preparer Zip Code ${n}`, `a${n}.zipCode`],
    [`Signature of Preparer or Translator ${n}`, `a${n}.signature`],
    [`Preparer Sig Date mmddyyyy ${n}`, `a${n}.signedOn`],
  ]),
];

/** Page 4: Supplement B, headed by the employee's name, with room for three reverifications or rehires. */
export const PAGE4_FIELDS: readonly [string, string][] = [
  ['Last Name (Family Name) from Section 1-2', 's1.lastName'],
  ['First Name (Given Name) from Section 1-2', 's1.firstName'],
  ['Middle initial (if any) from Section 1-2', 's1.middleInitial'],
  ...range(REVERIFICATION_SLOTS).flatMap((n): [string, string][] => [
    [`Date of Rehire ${n}`, `b${n}.rehireDate`],
    [`New Last Name ${n}`, `b${n}.lastName`],
    [`New First Name ${n}`, `b${n}.firstName`],
    [`Reverification Document Title ${n}`, `b${n}.documentTitle`],
    [`Reverification Document Number ${n}`, `b${n}.documentNumber`],
    [`Reverification Expiration Date ${n}`, `b${n}.documentExpires`],
    [`Name of Emp or Auth Rep ${n}`, `b${n}.examiner`],
    [`Signature of Emp Rep ${n}`, `b${n}.signature`],
    [`Todays Date ${n}`, `b${n}.signedOn`],
    [`CB_Alt_${n}`, `b${n}.remote`],
  ]),
];

const KNOWN = new Map([...PAGE1_FIELDS, ...PAGE3_FIELDS, ...PAGE4_FIELDS]);

/** The suggested mapping of an uploaded edition's fields: known names only, the rest left unmapped. */
export function suggestMapping(fieldNames: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fieldNames) {
    const element = KNOWN.get(name.trim());
    if (element) out[name] = element;
  }
  return out;
}
