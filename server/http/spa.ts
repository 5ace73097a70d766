/** Serves the built SPA: hashed assets cached for a year, index.html never cached. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { PAGE_STATE_ELEMENT_ID, serializePageState, type PageState } from '../../common/page-state';

export interface SpaOptions {
  clientDir: string;
  publicDir: string;
  pageState: (req: Request) => PageState | Promise<PageState>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SpaRenderOptions {
  status?: number;
  /** Replaces the page's flash message (for answers that render the SPA directly). */
  flash?: string;
}

export interface Spa {
  router: Router;
  index: RequestHandler;
  render(req: Request, res: Response, options?: SpaRenderOptions): Promise<void>;
}

export function spaRouter(options: SpaOptions): Spa {
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(options.clientDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(options.publicDir, { maxAge: '1d', index: false }));

  const templateFile = path.join(options.clientDir, 'index.html');
  let template: string | null = null;
  const loadTemplate = (): string | null => {
    if (template === null && existsSync(templateFile)) template = readFileSync(templateFile, 'utf8');
    return template;
  };

  async function render(req: Request, res: Response, renderOptions: SpaRenderOptions = {}): Promise<void> {
    const html = loadTemplate();
    if (!html) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      return;
    }
    const state = await options.pageState(req);
    if (renderOptions.flash !== undefined) state.flash = renderOptions.flash;
    const script = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${serializePageState(state)}</script>`;
    const body = html
      .replace('</body>', `${script}</body>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(state.config.siteName)}</title>`);
    res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
    res
      .status(renderOptions.status ?? 200)
      .type('html')
      .send(body);
  }

  const index: RequestHandler = (req, res, next) => {
    render(req, res).catch(next);
  };
  return { router, index, render };
}
