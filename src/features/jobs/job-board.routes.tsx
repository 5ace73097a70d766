/** The public job board's route (/jobs, open to everyone): its own chunk. */
import { boardCriteria, JOB_BOARD_TEXT } from '../../../common/job-board';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { JobBoard } from './JobBoard';

export const jobBoard: ScreenAction = ({ query }) => {
  const criteria = boardCriteria(query);
  return {
    title: criteria.page > 1 ? `${JOB_BOARD_TEXT.title} (page ${criteria.page})` : JOB_BOARD_TEXT.title,
    component: <JobBoard criteria={criteria} />,
  };
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = {
  jobBoard: JOB_BOARD_TEXT.description,
};
