/** What other features use of interviews: the staff pipeline's dialog, the dashboard's section, the candidate's list. */
export { ProposeInterview } from './ProposeInterview';
export { InterviewsSection } from './LazyInterviewsSection';
export { fetchMyInterviews } from './api';
