/**
 * The route table (server/route-table.ts): every route the live server answers is declared, takes
 * its guards from the declaration, and the declarations say what docs/SECURITY.md requires of the
 * sensitive ones.
 */
import express, { Router } from 'express';
import request from 'supertest';
import { ErrorCode } from '../../../common/errors';
import { createRouteGuards, declaredRouter } from '../../../server/http/declared-router';
import type { RouteKey, RoutePolicy } from '../../../server/http/route-policy';
import { ROUTE_TABLE } from '../../../server/route-table';
import { appOf, liveRoutes } from '../../helpers/route-walk';
import { startTestServer, type TestServer } from '../../helpers/server';

const TABLE = ROUTE_TABLE as Record<RouteKey, RoutePolicy>;

describe('The route table', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Every optional route on: metrics, the development mail viewer (outside production).
    server = await startTestServer({ METRICS_TOKEN: 'm'.repeat(32) });
  });
  afterAll(() => server.stop());

  const guards = () =>
    createRouteGuards({
      audit: server.services.audit,
      clock: server.services.clock,
      rateLimiter: server.services.rateLimiter,
      perMinute: { publicReads: 100, graphql: 100 },
      apiScope: () => (_req, _res, next) => next(),
      idempotency: server.services.idempotency,
      apiKeyOf: () => undefined,
    });

  test('When the live router is walked, Then every route is declared and its first handler is its declaration’s guard, and every declaration is served', () => {
    const live = liveRoutes(appOf(server.server));
    expect(live.length).toBeGreaterThan(200);
    expect(live.filter((r) => !(r.key in TABLE)).map((r) => r.key)).toEqual([]);
    expect(live.filter((r) => r.declaredAs !== r.key).map((r) => r.key)).toEqual([]);
    const served = new Set(live.map((r) => r.key));
    expect(Object.keys(TABLE).filter((key) => !served.has(key))).toEqual([]);
  });

  test('When a route is added without a declaration, Then the walk reports it, and a declared router refuses to register it', () => {
    const app = express();
    const declared = declaredRouter(guards());
    declared.get('/healthz', (_req, res) => void res.end());
    app.use(declared);
    // A plain router: what a route that skips the table looks like.
    app.use(Router().get('/api/sneaky', (_req, res) => void res.end()));
    expect(
      liveRoutes(app)
        .filter((r) => r.declaredAs === null)
        .map((r) => r.key),
    ).toEqual(['GET /api/sneaky']);
    expect(() => declaredRouter(guards()).post('/api/sneaky', (_req, res) => void res.end())).toThrow(
      'POST /api/sneaky is not declared in server/route-table.ts',
    );
  });

  test('Then the console’s and the admins’ calls are staff, I-9 staff or admin only, the candidate’s /api/me calls need a confirmed address, and the REST API its keys', () => {
    const wrong: string[] = [];
    for (const [key, policy] of Object.entries(TABLE)) {
      const path = key.split(' ')[1]!;
      if (path.startsWith('/api/staff/') && !['staff', 'admin', 'i9'].includes(policy.access)) wrong.push(key);
      // Form I-9s open to staff with the permission only (the hiring sites' list is for any recruiter).
      if (path.startsWith('/api/staff/i9') && path !== '/api/staff/i9/sites' && policy.access !== 'i9') wrong.push(key);
      if (path.startsWith('/api/admin/') && policy.access !== 'admin') wrong.push(key);
      if (path.startsWith('/api/me/') && policy.access !== 'confirmed') wrong.push(key);
      if (path.startsWith('/api/v1/') && !path.startsWith('/api/v1/joborder/') && policy.access !== 'apiKey')
        wrong.push(key);
    }
    expect(wrong).toEqual([]);
  });

  test('Then every sensitive action asks for step-up: signed documents and résumés (from the console or while viewing), exports, staff accounts, others’ sessions, API keys and webhooks', () => {
    const sensitive: RouteKey[] = [
      'GET /api/staff/documents/:id/signed.pdf',
      'GET /api/documents/:docHandle.pdf',
      'GET /api/me/resume/file',
      'GET /api/staff/candidates/:id/resume',
      'GET /api/staff/applications/:id/resume',
      'GET /api/staff/jobs/:id/applicants.csv',
      'POST /api/staff/accounts',
      'PUT /api/staff/accounts/:id/role',
      'POST /api/staff/accounts/:id/sessions/end',
      'POST /api/staff/accounts/:id/deactivate',
      'POST /api/admin/api-keys',
      'POST /api/admin/api-keys/:id/revoke',
      'POST /api/admin/webhooks',
      'PATCH /api/admin/webhooks/:id',
      'DELETE /api/admin/webhooks/:id',
      'POST /api/admin/webhooks/:id/deliveries/:deliveryId/replay',
      'PUT /api/admin/brand/colour',
      'PUT /api/admin/brand/images/:slot',
      'DELETE /api/admin/brand/images/:slot',
      'PUT /api/staff/accounts/:id/permissions',
      'PUT /api/staff/i9/:id/section2',
      'POST /api/staff/i9/:id/corrections',
      'PUT /api/staff/i9/:id/employment-end',
      'PUT /api/staff/i9/:id/supplement-b',
      'POST /api/staff/i9/:id/copies',
      'GET /api/staff/i9/:id/copies/:copyId',
      'DELETE /api/staff/i9/:id/copies/:copyId',
      'PUT /api/staff/i9/:id/receipt-replacement',
      'POST /api/staff/i9/sites',
      'PUT /api/staff/i9/sites/:siteId',
      'PUT /api/staff/i9/:id/rehire',
      'GET /api/staff/i9/export',
      'POST /api/admin/i9/purges',
    ];
    expect(sensitive.filter((key) => !(TABLE[key] && 'stepUp' in TABLE[key] && TABLE[key].stepUp))).toEqual([]);
    // The candidate's own archive is refused outright while viewing (no step-up opens it).
    expect(TABLE['GET /api/me/export']).toMatchObject({ viewAs: 'privacy' });
    // So are the employee's Form I-9 calls: a viewing staff member holds no I-9 permission.
    for (const key of Object.keys(TABLE).filter((k) => k.includes('/api/me/i9') || k.includes('/offer/accept')))
      expect([key, TABLE[key as RouteKey]]).toEqual([key, expect.objectContaining({ viewAs: 'i9' })]);
  });

  test('Then the brand is changed by admins only, after step-up, and never while viewing as a candidate; its files are public', async () => {
    const changes: RouteKey[] = [
      'PUT /api/admin/brand/colour',
      'PUT /api/admin/brand/images/:slot',
      'DELETE /api/admin/brand/images/:slot',
    ];
    for (const key of changes) expect(TABLE[key]).toEqual({ access: 'admin', stepUp: true, class: 'write' });
    expect(TABLE['GET /api/admin/brand']).toMatchObject({ access: 'admin' });
    expect(TABLE['GET /brand/:name']).toMatchObject({ access: 'public', stepUp: false });
    // An admin route has no view-as rule: a staff member viewing as a candidate is the candidate
    // there, and the admin guard refuses them.
    const res = await request(server.url).put('/api/admin/brand/colour').send({ colour: '#123456' });
    expect([res.status, res.body.code]).toEqual([401, ErrorCode.UNAUTHENTICATED]);
  });

  test('When a candidate asks for a staff call, Then the guard from the table refuses it before the route runs', async () => {
    const res = await request(server.url).get('/api/staff/accounts');
    expect([res.status, res.body.code]).toEqual([401, ErrorCode.UNAUTHENTICATED]);
  });
});
