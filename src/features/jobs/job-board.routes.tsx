/** The public job board's route (/jobs, open to everyone): its own chunk. */
import { boardCriteria, JOB_BOARD_TEXT } from '../../../common/job-board';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { JobBoard } from './JobBoard';
import { BOARD_FORM_TEXT } from './job-board-messages';

export const jobBoard: ScreenAction = ({ query }) => {
  const criteria = boardCriteria(query);
  return {
    title: criteria.page > 1 ? BOARD_FORM_TEXT.pageTitle(JOB_BOARD_TEXT.title, criteria.page) : JOB_BOARD_TEXT.title,
    component: <JobBoard criteria={criteria} />,
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  // Read when the route resolves, in the page's language.
  get jobBoard() {
    return JOB_BOARD_TEXT.description;
  },
};
