/** The words for the fields a correction changed, as the history lists them. */
import { I9_ACTION_TEXT as A } from './action-messages';
import { I9_TEXT as S1 } from './messages';
import { I9_STAFF_TEXT as S2 } from './staff-messages';

/** Each part's field keys (common/i9.ts I9Section1, I9Section2) with their label, read when drawn. */
const LABELS: Record<string, Record<string, () => string>> = {
  section1: {
    lastName: () => S1.lastName,
    firstName: () => S1.firstName,
    middleInitial: () => S1.middleInitial,
    otherLastNames: () => S1.otherLastNames,
    address: () => S1.address,
    apartment: () => S1.apartment,
    city: () => S1.city,
    state: () => S1.state,
    zipCode: () => S1.zipCode,
    dateOfBirth: () => S1.dateOfBirth,
    ssn: () => S1.ssn,
    email: () => S1.email,
    phone: () => S1.phone,
    status: () => S1.statusLabel,
    uscisNumber: () => S1.uscisNumber,
    i94Number: () => S1.i94Number,
    foreignPassportNumber: () => S1.foreignPassportNumber,
    passportCountry: () => S1.passportCountry,
    authorizationExpires: () => S1.authorizationExpires,
    signature: () => A.signature,
  },
  section2: {
    choice: () => A.documentsChosen,
    listA: () => S2.listA,
    listB: () => S2.listB,
    listC: () => S2.listC,
    remote: () => A.remoteExamination,
    videoSessionAt: () => S2.videoSessionAt,
    examinerName: () => S2.examinerName,
    examinerTitle: () => S2.examinerTitle,
    additionalInformation: () => S2.additionalInformation,
  },
};

/** The changed fields of a part's version in words, in the order given; an unknown key as it is. */
export function changedLabels(part: string, keys: readonly string[]): string {
  const labels = LABELS[part] ?? {};
  return keys.map((k) => labels[k]?.() ?? k).join(', ');
}
