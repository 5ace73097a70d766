import { comingSoon } from '../../components/coming-soon-screen';

export const docChecks = comingSoon('Document Check');
