import { comingSoon } from '../../components/coming-soon-screen';

export const overview = comingSoon('Career Support And More');
