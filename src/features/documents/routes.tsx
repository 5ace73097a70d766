import { comingSoon } from '../../components/coming-soon-screen';

export const onboarding = comingSoon('Contractor Onboarding');
export const manual = comingSoon('Hard-Copy Documents');
export const electronic = comingSoon('Electronic Documents');
export const document = comingSoon('Document');
export const signedReport = comingSoon('Document Signing');
export const boxSignComplete = comingSoon('Document Signed Successfully');
export const boxSignDeclined = comingSoon('Document Signing Declined');
