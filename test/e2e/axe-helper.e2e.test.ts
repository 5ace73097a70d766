/**
 * The accessibility check every browser suite uses (test/helpers/axe.ts) finds violations in the
 * page and in its same-origin frames, so "no violations" in those suites means checked, not skipped.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeViolations } from '../helpers/axe';
import { describeBrowser, useBrowser } from '../helpers/browser';

const PAGES: Record<string, string> = {
  '/': `<!doctype html><html lang="en"><head><title>Outer</title></head><body><main><h1>Outer</h1>
    <button></button><iframe src="/inner" title="Inner"></iframe></main></body></html>`,
  '/inner': `<!doctype html><html lang="en"><head><title>Inner</title></head><body><main><h1>Inner</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></main></body></html>`,
};

describeBrowser('The accessibility check', () => {
  let server: http.Server;
  const ui = useBrowser(() => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(PAGES[req.url ?? ''] ? 200 : 404, { 'content-type': 'text/html' });
      res.end(PAGES[req.url ?? ''] ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('When the page and its frame each break a rule, Then both are reported', async () => {
    await ui.page.goto('/');
    await ui.page.frameLocator('iframe').getByRole('heading', { name: 'Inner' }).waitFor();
    const found = await axeViolations(ui.page);
    expect(found.some((line) => line.startsWith('button-name') && line.includes('button'))).toBe(true);
    expect(found.some((line) => line.startsWith('image-alt') && line.includes('iframe'))).toBe(true);
  });
});
