/** A form's explanatory text: the employer's content page (sanitized on the server), sans-serif, at least 11 px. */
import type { SelfIdText } from '../../../common/self-id';

export function FormText({ text, title, id }: { text: SelfIdText | null; title: string; id: string }) {
  return (
    <>
      <h2 className="h4" id={id}>
        {text?.title ?? title}
      </h2>
      {text ? <div className="self-id-text mb-3" dangerouslySetInnerHTML={{ __html: text.html }} /> : null}
    </>
  );
}
