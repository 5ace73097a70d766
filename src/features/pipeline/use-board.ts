/**
 * The board's data and its moves: a move shows at once (the card changes column), goes through the
 * staff console's status change naming the status the board showed, and on failure puts the card
 * back with the server's reason. Every outcome is announced in the board's live region.
 */
import { useCallback, useState } from 'react';
import { applicationStatusLabel, type ApplicationStatus } from '../../../common/applications';
import type { Board, BoardCard, BoardQuery } from '../../../common/pipeline';
import { useLoad } from '../../lib/use-load';
import { refusalOf } from '../staff';
import { fetchBoard, moveCard } from './api';
import { BOARD_TEXT as TEXT } from './messages';

const withStatus = (board: Board, id: number, status: ApplicationStatus): Board => ({
  ...board,
  cards: board.cards.map((c) => (c.applicationId === id ? { ...c, status } : c)),
});

export function useBoard(jobId: number, query: BoardQuery) {
  const load = useCallback((signal: AbortSignal) => fetchBoard(jobId, query, signal), [jobId, query]);
  const state = useLoad(load);
  const { update, refresh } = state;
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The card to focus once it has been drawn in its new column (after a keyboard move). */
  const [focusId, setFocusId] = useState<number | null>(null);

  const move = useCallback(
    (card: BoardCard, to: ApplicationStatus, sendMail: boolean) => {
      const from = card.status;
      const name = card.candidateName;
      setError(null);
      setFocusId(card.applicationId);
      update((b) => withStatus(b, card.applicationId, to));
      setAnnouncement(TEXT.moving(name, applicationStatusLabel(to)));
      moveCard(card.applicationId, to, from, sendMail).then(
        (moved) => {
          setAnnouncement(
            `${TEXT.moved(name, applicationStatusLabel(moved.status))}${moved.mailSent ? TEXT.mailed : ''}`,
          );
          refresh();
        },
        (err: unknown) => {
          update((b) => withStatus(b, card.applicationId, from));
          const reason = refusalOf(err);
          const message = reason ? `${TEXT.moveFailed(name)} ${reason}` : TEXT.moveFailed(name);
          setError(message);
          setAnnouncement(message);
        },
      );
    },
    [update, refresh],
  );

  return {
    state,
    move,
    announcement,
    announce: setAnnouncement,
    error,
    dismissError: () => setError(null),
    focusId,
    focused: () => setFocusId(null),
  };
}
