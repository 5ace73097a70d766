/** /jobs/{id}/apply (signed in): the application form of a job with screening questions, its own chunk. */
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { ApplicationFormPage } from './ApplicationFormPage';
import { APPLICATION_FORM_SCREEN } from './application-form-messages';

export const applicationForm: ScreenAction = ({ params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return {
    title: APPLICATION_FORM_SCREEN.fallbackTitle,
    component: <ApplicationFormPage key={id} jobOrderId={id} />,
  };
};

export const DESCRIPTIONS: ScreenDescriptions = translatable({
  applicationForm: msg`Apply to a job: choose your résumé, add a cover letter and answer a few questions.`,
});
