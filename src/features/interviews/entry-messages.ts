/** The few words of what other chunks carry of interviews (the dashboard's card frame, the pipeline's button). */
export const ENTRY_TEXT = {
  propose: 'Propose interview',
  couldNotLoad: 'Could not load the interview.',
  sectionHeading: 'Interviews',
  sectionLoading: 'Loading your interviews…',
} as const;
