import { comingSoon } from '../../components/coming-soon-screen';

export const login = comingSoon('Log In');
export const register = comingSoon('New User Registration');
export const confirm = comingSoon('Registration Confirmed');
export const requestReset = comingSoon('Reset Password');
export const reset = comingSoon('Enter New password');
export const contact = comingSoon('Contact Us');
