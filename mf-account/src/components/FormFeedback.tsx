/** The form's result line: the spec's error (alert) or success message (status). */
export function FormFeedback({ error, message }: { error: string | null; message?: string | null }) {
  return (
    <>
      <div role="alert" className="acc-feedback">
        {error ? <p className="nt-error">{error}</p> : null}
      </div>
      <div role="status" className="acc-feedback">
        {message ? <p className="acc-success">{message}</p> : null}
      </div>
    </>
  );
}
