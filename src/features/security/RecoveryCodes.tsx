/** Recovery codes, shown once after they are made: copy, download, then put away. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { SECURITY_TEXT } from './messages';

const T = SECURITY_TEXT.codes;

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = T.fileName;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="h5">
        {T.heading}
      </h3>
      <p>{T.intro}</p>
      <ul className="list-unstyled font-monospace row row-cols-2 g-1 mb-3" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button variant="outline-primary" onClick={copy}>
          {T.copy}
        </Button>
        <Button variant="outline-primary" onClick={download}>
          {T.download}
        </Button>
        <Button onClick={onDone}>{T.done}</Button>
        <span role="status">{copied ? T.copied : ''}</span>
      </div>
    </section>
  );
}
