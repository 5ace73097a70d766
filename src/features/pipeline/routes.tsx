/** The pipeline board's screen (its own chunk); the server checks the staff role on every call. */
import '../../styles/console.scss';
import { msg } from '@lingui/core/macro';
import { translatable } from '../../../common/i18n';
import type { ScreenAction, ScreenDescriptions } from '../../route-types';
import { BoardPage } from './BoardPage';
import { boardQuery } from './board-query';
import { BOARD_TEXT } from './messages';

export const adminBoard: ScreenAction = ({ params, query }) => {
  const id = Number(params.id);
  const jobId = Number.isInteger(id) && id > 0 ? id : 0;
  return { title: BOARD_TEXT.title, component: <BoardPage key={jobId} jobId={jobId} initial={boardQuery(query)} /> };
};

export const DESCRIPTIONS: ScreenDescriptions = translatable({
  adminBoard: msg`A job’s applications by status: move, tag, note and mail them.`,
});
