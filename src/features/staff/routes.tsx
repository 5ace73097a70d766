import { comingSoon } from '../../components/coming-soon-screen';

export const admin = comingSoon('Admin Page');
