/** The public job page's route (/jobs/:id, open to everyone): its own chunk. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import { ApiError } from '../../lib/api';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { getJobPage } from './api';
import { JobNotFound, JobPage } from './JobPage';
import { employmentTypeLabel, JOB_TEXT } from './job-messages';
import { JOB_PAGE_TEXT } from './job-page-messages';

export const jobPage: ScreenAction = async ({ params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) {
    return {
      title: JOB_PAGE_TEXT.notFoundTitle,
      component: <JobNotFound message={JOB_TEXT.noLongerAvailable} />,
    };
  }
  try {
    const data = await getJobPage(id);
    return {
      title: JOB_PAGE_TEXT.title(data.job.title, data.job.location),
      description: `${data.job.corpTitle}: ${data.job.title}, ${employmentTypeLabel(data.job.employmentType)}, ${data.job.location}`,
      component: <JobPage key={id} data={data} />,
    };
  } catch (err) {
    const message =
      err instanceof ApiError && err.status === 404 ? JOB_TEXT.noLongerAvailable : JOB_PAGE_TEXT.loadFailed;
    return { title: JOB_PAGE_TEXT.notFoundTitle, component: <JobNotFound message={message} /> };
  }
};

/** Each screen's meta description unless the screen sets its own (docs/product.md §2 step 4). */
export const DESCRIPTIONS: ScreenDescriptions = translatable({
  jobPage: msg`A job opening: what the role involves, where it is, the pay, and how to apply.`,
});
