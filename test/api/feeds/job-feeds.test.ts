/**
 * Job feeds. In: a feed served by the test (Indeed-style XML, then JSON) is imported at start and on
 * demand; its jobs appear, change and close as the feed grows and shrinks, bad entries are reported
 * one by one, and a feed that cannot be read (down, malformed, a DOCTYPE, too large, empty) changes
 * nothing. Out: /feeds/jobs.xml lists every open job for aggregators, with a validator.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { signedInUser, type SignedInUser } from '../../helpers/users';
import { waitUntil } from '../../helpers/wait';

const PASSWORD = 'Feed-Passw0rd-2026!';

interface Served {
  status: number;
  type: string;
  body: string;
}

function xmlJob(ref: string, title: string, extra = ''): string {
  return `<job><referencenumber><![CDATA[${ref}]]></referencenumber><title><![CDATA[${title}]]></title>
    <description><![CDATA[<p>Keep ${title} running.</p><script>alert(1)</script>]]></description>
    <company>Fabrikam Staffing</company><city>Austin</city><state>TX</state><postalcode>78701</postalcode>
    <jobtype>full-time</jobtype><category>Engineering</category>${extra}</job>`;
}

const jsonJob = (externalId: string, title: string) => ({
  externalId,
  title,
  description: `<p>Keep ${title} running.</p><script>alert(1)</script>`,
  company: 'Fabrikam Staffing',
  employmentType: 'full-time',
  category: 'Engineering',
  location: 'Austin, TX',
  postalCode: '78701',
});

describe('Job feeds', () => {
  let feed: http.Server;
  let served: Served;
  let server: TestServer;
  let admin: SignedInUser;

  const feedJobs = async () =>
    server.database.db
      .selectFrom('jobOrder')
      .select(['id', 'externalId', 'title', 'status', 'description'])
      .where('externalSource', '=', 'feed')
      .orderBy('externalId')
      .execute();
  const importNow = () => admin.agent.post('/api/admin/feeds/import');

  beforeAll(async () => {
    served = {
      status: 200,
      type: 'application/xml',
      body: `<?xml version="1.0" encoding="utf-8"?><source><publisher>ATS</publisher>
        ${xmlJob('A-1', 'Line Mechanic')}${xmlJob('B-2', 'Welder')}${xmlJob('C-3', 'Crane Operator')}
        ${xmlJob('D-4', 'Painter').replace('Engineering', 'Astronomy')}
        <job><referencenumber>E-5</referencenumber><title>Barista</title><description>x</description>
          <company>Fabrikam</company><city>Los Angeles</city><state>CA</state><postalcode>90012</postalcode>
          <jobtype>contract</jobtype><category>Retail &amp; Supermarket</category></job></source>`,
    };
    feed = http.createServer((_req, res) =>
      res.writeHead(served.status, { 'Content-Type': served.type }).end(served.body),
    );
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/jobs.xml`;
    server = await startTestServer({ JOB_FEED_URL: url, JOB_FEED_INTERVAL_MINUTES: '600' });
    admin = await signedInUser(server, {
      email: 'admin@feeds.test',
      password: PASSWORD,
      firstName: 'Ada',
      role: 'admin',
    });
  });

  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => feed.close(resolve));
  });

  test('When the server starts, Then the XML feed is imported: valid entries become open jobs, sanitized', async () => {
    await waitUntil(async () => (await feedJobs()).length === 3);
    const jobs = await feedJobs();
    expect(jobs.map((j) => [j.externalId, j.title, j.status])).toEqual([
      ['A-1', 'Line Mechanic', 'Open'],
      ['B-2', 'Welder', 'Open'],
      ['C-3', 'Crane Operator', 'Open'],
    ]);
    expect(jobs[0]!.description).not.toContain('<script');
    const board = await request(server.url).get('/api/jobs').query({ q: 'crane' }).expect(200);
    expect(JSON.stringify(board.body)).toContain('Crane Operator');
  });

  test('When the feed changes to JSON with one job edited, one new and one gone, Then each is applied and bad entries are listed', async () => {
    served = {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        jobs: [
          jsonJob('A-1', 'Senior Line Mechanic'),
          jsonJob('B-2', 'Welder'),
          jsonJob('F-6', 'Forklift Driver'),
          { title: 'No id' },
        ],
      }),
    };
    const res = await importNow().expect(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1, unchanged: 1, closed: 1, reopened: 0 });
    expect(res.body.rejected).toEqual([{ entry: '#4', message: expect.stringMatching(/^externalId: /) }]);
    const byId = Object.fromEntries((await feedJobs()).map((j) => [j.externalId, j]));
    expect(byId['A-1']).toMatchObject({ title: 'Senior Line Mechanic', status: 'Open' });
    expect(byId['C-3']!.status).toBe('Closed');
    expect(byId['F-6']!.status).toBe('Open');
    await request(server.url).get(`/api/jobs/${byId['C-3']!.id}`).expect(404);
  });

  test('When the first import ran, Then it reported the unknown category and the missing pay range', async () => {
    served = {
      status: 200,
      type: 'application/xml',
      body: `<source>${xmlJob('A-1', 'Senior Line Mechanic', '<salary>$30/hr</salary>').replace('Engineering', 'Astronomy')}${xmlJob('F-6', 'Forklift Driver')}
        <job><referencenumber>E-5</referencenumber><title>Barista</title><description>x</description><company>F</company>
        <city>Los Angeles</city><state>CA</state><postalcode>90012</postalcode><jobtype>contract</jobtype>
        <category>Retail &amp; Supermarket</category></job></source>`,
    };
    const res = await importNow().expect(200);
    expect(res.body.rejected).toEqual([
      { entry: 'A-1', message: 'category: unknown category "Astronomy"' },
      { entry: 'E-5', message: 'pay: a pay range is required for jobs in CA' },
    ]);
    // A-1 was rejected, not left out: only B-2 left the feed.
    expect(res.body).toMatchObject({ created: 0, unchanged: 1, closed: 1 });
    const byId = Object.fromEntries((await feedJobs()).map((j) => [j.externalId, j]));
    expect(byId['B-2']!.status).toBe('Closed');
  });

  test.each([
    ['down', { status: 500, type: 'text/plain', body: 'oops' }, /HTTP 500/],
    ['not XML or JSON', { status: 200, type: 'text/plain', body: 'hello' }, /neither XML nor JSON/],
    [
      'a DOCTYPE with entities (billion laughs)',
      {
        status: 200,
        type: 'application/xml',
        body: '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><source><job>&lol2;</job></source>',
      },
      /DOCTYPE/,
    ],
    [
      'larger than the limit',
      { status: 200, type: 'application/json', body: `${' '.repeat(26 * 1024 * 1024)}[]` },
      /larger than/,
    ],
  ])('When the feed is %s, Then the import answers 502 and no job changes', async (_name, next, message) => {
    const before = await feedJobs();
    served = next;
    const res = await importNow().expect(502);
    expect(res.body).toMatchObject({ code: 'BAD_GATEWAY', message: expect.stringMatching(message) });
    expect(await feedJobs()).toEqual(before);
  });

  test('When the feed lists no valid job, Then nothing is closed (a broken feed is not an empty one)', async () => {
    const before = await feedJobs();
    served = { status: 200, type: 'application/json', body: '[]' };
    const res = await importNow().expect(200);
    expect(res.body).toMatchObject({ created: 0, closed: 0 });
    expect(await feedJobs()).toEqual(before);
  });

  test('When a closed job comes back to the feed, Then it opens again', async () => {
    served = {
      status: 200,
      type: 'application/json',
      body: JSON.stringify([jsonJob('B-2', 'Welder'), jsonJob('F-6', 'Forklift Driver')]),
    };
    const res = await importNow().expect(200);
    expect(res.body).toMatchObject({ reopened: 1, closed: 1 });
  });

  test('Only admins run an import', async () => {
    const staff = await signedInUser(server, {
      email: 'staff@feeds.test',
      password: PASSWORD,
      firstName: 'Sam',
      role: 'staff',
    });
    await staff.agent.post('/api/admin/feeds/import').expect(403);
    await request(server.url).post('/api/admin/feeds/import').expect(401);
  });

  test("/feeds/jobs.xml lists every open job in the aggregators' XML, with a validator", async () => {
    await server.services.jobs.createJobs([
      {
        title: 'Tricky ]]> title & <more>',
        description: '<p>Fine.</p>',
        corpTitle: 'Northwind',
        employmentType: 'Contract',
        category: 'Legal',
        location: 'Evanston, IL',
        postalCode: '60201',
        openedAt: Date.now(),
      },
    ]);
    const res = await request(server.url).get('/feeds/jobs.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = new XMLParser({ isArray: (name) => name === 'job' }).parse(res.text) as {
      source: {
        publisher: string;
        job: { title: string; url: string; referencenumber: number; jobtype: string; requisitionid?: string }[];
      };
    };
    const titles = doc.source.job.map((j) => j.title);
    expect(titles).toEqual(expect.arrayContaining(['Welder', 'Forklift Driver', 'Tricky ]]> title & <more>']));
    expect(titles).not.toContain('Crane Operator');
    const welder = doc.source.job.find((j) => j.title === 'Welder')!;
    expect(welder).toMatchObject({ jobtype: 'fulltime', requisitionid: 'B-2' });
    expect(welder.url).toBe(`${server.config.publicUrl}/jobs/${welder.referencenumber}`);
    const etag = res.headers.etag;
    await request(server.url).get('/feeds/jobs.xml').set('If-None-Match', String(etag)).expect(304);
  });

  test('When the feed streams out, Then its answer has no more end listeners than Node allows before it warns of a leak', async () => {
    // Each 'close' listener the answer gets, counted against its limit then (Node warns past it).
    const counts: { listeners: number; limit: number }[] = [];
    const watch = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url !== '/feeds/jobs.xml') return;
      res.on('newListener', (event) => {
        if (event === 'close') counts.push({ listeners: res.listenerCount('close') + 1, limit: res.getMaxListeners() });
      });
    };
    server.server.prependListener('request', watch);
    try {
      await request(server.url).get('/feeds/jobs.xml').expect(200);
    } finally {
      server.server.off('request', watch);
    }
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.filter(({ listeners, limit }) => listeners > limit)).toEqual([]);
  });
});
