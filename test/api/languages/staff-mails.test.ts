/**
 * What staff working in English cause to be sent to a candidate who reads Spanish arrives in
 * Spanish (docs/architecture.md §9.9): the interview proposal, the booking with its calendar
 * invitation (summary and description), and a document reminder, over a real SMTP server.
 */
import dayjs from 'dayjs';
import request from 'supertest';
import { inviteOf } from '../../helpers/calendar';
import { assignSample } from '../../helpers/documents';
import { applyTo } from '../../helpers/jobs';
import { useServerWithMail } from '../../helpers/mail-server';
import { linksIn } from '../../helpers/smtp';
import { es } from '../../helpers/spanish';
import { waitUntil } from '../../helpers/wait';
import { signedInUser } from '../../helpers/users';

const PASSWORD = 'Staff-Mails-Passw0rd!';
const ZONE = 'America/Chicago';

describe('Mails staff cause, in the candidate’s language', () => {
  const ctx = useServerWithMail();

  test('When English-reading staff propose an interview, the candidate books it and staff send a document reminder, Then every mail to the Spanish candidate is in Spanish', async () => {
    const staff = await signedInUser(ctx.server, {
      email: 'robin.es@example.com',
      password: PASSWORD,
      firstName: 'Robin',
      role: 'staff',
    });
    const sofia = await signedInUser(ctx.server, {
      email: 'sofia.es@example.com',
      password: PASSWORD,
      firstName: 'Sofía',
      role: 'candidate',
    });
    await sofia.agent.put('/api/language').send({ language: 'es' }).expect(200);

    const job = await staff.agent
      .post('/api/staff/jobs')
      .set('Accept-Language', 'en-US')
      .send({
        title: 'Warehouse Lead',
        employmentType: 'Permanent',
        category: 'Distribution',
        location: 'Austin, TX',
        company: 'Fabrikam Logistics',
        payMin: 50000,
        payMax: 60000,
        payUnit: 'YEAR',
        descriptionMarkdown: 'Lead a friendly team.',
      })
      .expect(200);
    const applicationId = await applyTo(sofia.agent, job.body.jobOrderId as number);

    const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
    const proposed = await staff.agent
      .post(`/api/staff/applications/${applicationId}/interviews`)
      .set('Accept-Language', 'en-US')
      .send({ slots: [{ date: day, time: '10:00', lengthMinutes: 45, timeZone: ZONE, location: '100 Congress Ave' }] })
      .expect(200);
    expect(proposed.headers['content-language']).toBe('en-US');

    const invitation = await ctx.smtp.waitFor(
      'sofia.es@example.com',
      new RegExp(`^${es('Choose a time for your interview: {jobTitle}', { jobTitle: 'Warehouse Lead' })}$`),
    );
    expect(invitation.html).toContain('<html lang="es-US"');
    const token = new URL(linksIn(invitation).find((l) => l.includes('/interviews/choose?token='))!).searchParams.get(
      'token',
    );
    const shown = await request(ctx.server.url).get('/api/interview-invitations').query({ token }).expect(200);
    await request(ctx.server.url)
      .post('/api/interview-invitations/pick')
      .send({ token, slotId: shown.body.slots[0].id })
      .expect(200);

    const booked = await ctx.smtp.waitFor('sofia.es@example.com', /^Entrevista programada: Warehouse Lead, /);
    // The time, in the job's zone, reads in Spanish with the zone in words.
    expect(booked.subject).toMatch(
      /^Entrevista programada: Warehouse Lead, \d{1,2} \w{3} \d{4}, 10:00 a\.m\. hora central$/,
    );
    const invite = await inviteOf(booked);
    expect(invite.summary).toBe(
      es('Interview: {jobTitle} ({company})', { jobTitle: 'Warehouse Lead', company: 'Fabrikam Logistics' }),
    );
    expect(invite.description).toMatch(/^Entrevista con .* para el puesto de Warehouse Lead en Fabrikam Logistics\./);
    // Staff get theirs in English: each reader's own language.
    const toStaff = await ctx.smtp.waitFor('robin.es@example.com', /^Interview booked: Warehouse Lead, /);
    expect((await inviteOf(toStaff)).summary).toMatch(/^Interview/);

    const document = await assignSample(ctx.server, sofia.id, { title: 'Safety Policy' });
    const before = ctx.smtp.mails.length;
    await staff.agent.post(`/api/staff/documents/${document.id}/remind`).set('Accept-Language', 'en-US').expect(200);
    const newMail = () => ctx.smtp.mails.slice(before).find((m) => m.to.includes('sofia.es@example.com'));
    await waitUntil(() => newMail() !== undefined);
    const reminder = newMail()!;
    expect(reminder.html).toContain('<html lang="es-US"');
    expect(reminder.text).toContain('Safety Policy');
    expect(reminder.text).toMatch(/Hola, Sofía/);
  });
});
