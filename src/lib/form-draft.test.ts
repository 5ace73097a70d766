/** Which field names and question texts a draft never keeps. */
import { looksSensitive } from './form-draft';

test('When a field asks for a password, a bank number or an identity number, Then it is never kept', () => {
  for (const text of [
    'password',
    'newPassword',
    'Social Security number',
    'ssnLast4',
    'applicantSsn',
    'bankAccountNumber',
    'routingNumber',
    'Driver license number',
    'credentialNumber',
    'Passport',
    'Tax ID',
  ])
    expect([text, looksSensitive(text)]).toEqual([text, true]);
});

test('When a field is an ordinary one, Then it is kept', () => {
  for (const text of ['firstName', 'coverLetter', 'Do you hold a forklift licence?', 'classname', 'realTitle'])
    expect([text, looksSensitive(text)]).toEqual([text, false]);
});
