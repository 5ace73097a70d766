import { comingSoon } from '../../components/coming-soon-screen';

export const search = comingSoon('Job Search');
export const applyNow = comingSoon('Thanks For Applying!');
