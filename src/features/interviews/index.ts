/** What other features use of interviews: the staff pipeline's dialog and the dashboard's section. */
export { ProposeInterview } from './ProposeInterview';
export { InterviewsSection } from './LazyInterviewsSection';
