/**
 * The profile's résumé: upload or replace (PDF or DOCX, with a progress bar), download, delete,
 * and the skills and job title read from it, which the candidate confirms before they are added.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { RESUME_ACCEPT, type ResumeSummary } from '../../../common/resume';
import { FailureAlert } from '../../components/FailureAlert';
import { SkeletonLines } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { DashboardSection } from '../../components/DashboardSection';
import { StepUpLink } from '../../components/StepUpLink';
import { deleteResume, fetchResume, RESUME_FILE_URL, uploadResume } from './api';
import { RESUME_TEXT as TEXT } from './messages';
import { ResumeSuggestions } from './ResumeSuggestions';
import FormLabel from 'react-bootstrap/FormLabel';
import FormControl from 'react-bootstrap/FormControl';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Progress } from '../../components/Progress';

type Upload =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'reading' }
  | { kind: 'failed'; detail: string | null; error?: unknown }
  | { kind: 'done'; message: string };

function UploadForm({ replacing, onUploaded }: { replacing: boolean; onUploaded: (r: ResumeSummary) => void }) {
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = upload.kind === 'sending' || upload.kind === 'reading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setUpload({ kind: 'failed', detail: TEXT.chooseFirst });
    setUpload({ kind: 'sending', fraction: 0 });
    uploadResume(file, (fraction) =>
      setUpload(fraction >= 1 ? { kind: 'reading' } : { kind: 'sending', fraction }),
    ).then(
      (summary) => {
        if (input.current) input.current.value = '';
        setUpload({ kind: 'done', message: TEXT.uploaded });
        onUploaded(summary);
      },
      (err: unknown) => setUpload({ kind: 'failed', detail: err instanceof ApiError ? err.message : null, error: err }),
    );
  };

  const percent = upload.kind === 'sending' ? Math.round(upload.fraction * 100) : upload.kind === 'reading' ? 100 : 0;
  return (
    <form onSubmit={submit} className="resume-upload" aria-busy={busy}>
      <FormLabel htmlFor={`${id}-file`}>{replacing ? TEXT.chooseReplace : TEXT.choose}</FormLabel>
      <div className="d-flex flex-wrap gap-2">
        <FormControl
          ref={input}
          id={`${id}-file`}
          type="file"
          className="resume-file-input"
          accept={RESUME_ACCEPT}
          disabled={busy}
          onChange={() => upload.kind !== 'idle' && !busy && setUpload({ kind: 'idle' })}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {replacing ? TEXT.replace : TEXT.upload}
        </Button>
      </div>
      {/* Always laid out at its final height, so the page does not move when an upload starts. */}
      <div className="resume-progress mt-2">
        {busy ? (
          <>
            <Progress
              now={percent}
              label={TEXT.progressLabel}
              moving={upload.kind === 'reading'}
              testId="resume-progress"
            />
            <p className="small mb-0 mt-1" role="status">
              {upload.kind === 'reading' ? TEXT.reading : TEXT.uploading(percent)}
            </p>
          </>
        ) : upload.kind === 'done' ? (
          <p className="small mb-0 text-success" role="status">
            {upload.message}
          </p>
        ) : null}
      </div>
      {upload.kind === 'failed' ? (
        <FailureAlert message={TEXT.uploadFailed} detail={upload.detail} error={upload.error} testId="resume-error" />
      ) : null}
    </form>
  );
}

function CurrentResume({ resume, onDeleted }: { resume: ResumeSummary; onDeleted: () => void }) {
  const [phase, setPhase] = useState<'idle' | 'deleting' | 'failed'>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const remove = () => {
    setPhase('deleting');
    deleteResume().then(onDeleted, (err: unknown) => {
      setFailure(err);
      setPhase('failed');
    });
  };
  return (
    <div className="mb-3">
      <h3 className="h6">{TEXT.file}</h3>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold text-break" data-testid="resume-name">
          {resume.fileName}
        </span>
        <span className="text-body-secondary small">
          {TEXT.size(resume.byteSize)} · {TEXT.uploadedOn(formatDate(resume.uploadedAt))}
        </span>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <StepUpLink className="btn btn-outline-primary btn-sm" href={RESUME_FILE_URL} purpose="candidateFile" download>
          {TEXT.download}
        </StepUpLink>
        <Button type="button" variant="outline-danger" size="sm" onClick={remove} disabled={phase === 'deleting'}>
          {phase === 'deleting' ? (
            <Spinner animation="border" size="sm" as="span" className="me-2" aria-hidden="true" />
          ) : null}
          {phase === 'deleting' ? TEXT.deleting : TEXT.delete}
        </Button>
      </div>
      {phase === 'failed' ? <FailureAlert message={TEXT.deleteFailed} error={failure} /> : null}
    </div>
  );
}

export function ResumeSection({ onRecordChanged }: { onRecordChanged?: () => void }) {
  const state = useLoad(fetchResume);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <DashboardSection
      id="resume"
      heading={TEXT.heading}
      state={state}
      errorMessage={TEXT.couldNotLoad}
      skeleton={<SkeletonLines widths={['90%', '40%', '100%', '30%']} />}
    >
      {(resume) => (
        <>
          {notice ? (
            <p className="small text-success" role="status">
              {notice}
            </p>
          ) : null}
          {resume ? (
            <>
              <CurrentResume
                resume={resume}
                onDeleted={() => {
                  setNotice(TEXT.deleted);
                  state.update(() => null);
                }}
              />
              <ResumeSuggestions
                key={resume.uploadedAt}
                suggestions={resume.suggestions}
                onAccepted={(summary) => {
                  state.update(() => summary);
                  onRecordChanged?.();
                }}
              />
            </>
          ) : (
            <p>{TEXT.empty}</p>
          )}
          <UploadForm
            replacing={Boolean(resume)}
            onUploaded={(summary) => {
              setNotice(null);
              state.update(() => summary);
            }}
          />
        </>
      )}
    </DashboardSection>
  );
}
