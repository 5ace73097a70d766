/** A Form I-9's Section 1 and Section 2 as a test fills them: a citizen with a license and a Social Security card. */
import type { I9Section1, I9Section2 } from '../../common/i9';
import { type GeneratedI9, generateI9Forms, type I9GeneratorOptions } from '../../server/dev/i9-forms.generator';
import type { Services } from '../../server/services';

export const SECTION1: I9Section1 = {
  lastName: 'Rivera',
  firstName: 'Casey',
  middleInitial: 'J',
  otherLastNames: '',
  address: '1200 Congress Ave',
  apartment: '4B',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  dateOfBirth: '1994-03-08',
  ssn: '',
  email: 'casey@i9.test',
  phone: '512-555-0147',
  status: 'citizen',
  uscisNumber: '',
  i94Number: '',
  foreignPassportNumber: '',
  passportCountry: '',
  authorizationExpires: '',
  signature: 'Casey J. Rivera',
};

export const SECTION2: I9Section2 = {
  choice: 'listBC',
  listA: null,
  listB: {
    title: 'driversLicense',
    issuingAuthority: 'Texas DPS',
    number: 'TX 40887123',
    expires: '2030-03-08',
    receipt: false,
  },
  listC: { title: 'socialSecurityCard', issuingAuthority: 'SSA', number: '123-45-6789', expires: '', receipt: false },
  remote: false,
  videoSessionAt: '',
  examinerName: 'Ivy Nguyen',
  examinerTitle: 'HR Specialist',
  additionalInformation: '',
};

/**
 * `count` hires with complete forms, made through the services (server/dev/i9-forms.generator.ts):
 * quicker than as many journeys over HTTP, and the same rules apply.
 */
export function generatedHires(
  services: Services,
  options: Omit<I9GeneratorOptions, 'password'> & { password?: string },
): Promise<GeneratedI9[]> {
  return generateI9Forms(services, { password: 'Generated-I9-Passw0rd!', ...options });
}
