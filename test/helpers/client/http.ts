/**
 * HTTP for component tests in jsdom: `fetch` answers from a table of routes, the way the server
 * answers them (status and JSON body), and records each call. The real server is exercised by the
 * browser suites under test/e2e.
 */
export interface Call {
  method: string;
  path: string;
  /** The JSON sent, parsed; a multipart body as the FormData sent; else null. */
  body: unknown;
}

interface Answer {
  status?: number;
  json?: unknown;
}

/** A route's answer, or a promise of it (to hold a call open while the test looks at the page). */
type Route = (call: Call) => Answer | Promise<Answer>;

export function serveHttp(routes: Record<string, Route>): { calls: Call[] } {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call = {
      method,
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : null,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer = route ? await route(call) : { status: 404, json: { message: 'Not found' } };
    const status = answer.status ?? 200;
    const text = answer.json === undefined ? '' : JSON.stringify(answer.json);
    return { ok: status < 400, status, statusText: String(status), text: async () => text } as Response;
  }) as typeof fetch;
  return { calls };
}

/** A promise the test settles itself. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** An upload the test is holding: it reports progress and answers when the test says so. */
interface HeldUpload {
  method: string;
  url: string;
  body: FormData;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, json?: unknown) => void;
}

/** XMLHttpRequest (the uploads with progress) as the test drives it; each send is held in `uploads`. */
export function holdUploads(): { uploads: HeldUpload[] } {
  const uploads: HeldUpload[] = [];
  class HeldRequest {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
        answer: (status, json) => {
          this.status = status;
          this.responseText = json === undefined ? '' : JSON.stringify(json);
          this.onload?.();
        },
      });
    }
  }
  globalThis.XMLHttpRequest = HeldRequest as unknown as typeof XMLHttpRequest;
  return { uploads };
}
