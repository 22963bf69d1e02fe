import Alert from '@mui/material/Alert';

export type EditorProblemsProps = {
  /** "Hay 3 campos por corregir": how many fields the check found, said once above the button. */
  summary?: string | null;
  /** The server's messages about fields the editor has no control for, by their path. */
  loose: readonly (readonly [string, string])[];
  /** The failure of the save when it named no field (already in words). */
  failure?: string | null;
};

/** What stops a long editor from saving, gathered above its save button: the count of fields to
 *  correct (announced), the server's messages no field shows, and a failure that named none. */
export function EditorProblems({ summary, loose, failure }: EditorProblemsProps) {
  return (
    <>
      {summary ? (
        <Alert severity="error" role="alert">
          {summary}
        </Alert>
      ) : null}
      {loose.length > 0 ? (
        <Alert severity="error">
          {loose.map(([path, message]) => (
            <div key={path}>{message}</div>
          ))}
        </Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </>
  );
}
