/** An error alert: the screen's own sentence, then the server's reason on a second line if any. */
export function FailureAlert({
  message,
  detail,
  testId,
}: {
  message: string;
  detail?: string | null;
  testId?: string;
}) {
  return (
    <div className="alert alert-danger" role="alert" data-testid={testId}>
      {message}
      {detail ? (
        <>
          <br />
          {detail}
        </>
      ) : null}
    </div>
  );
}
