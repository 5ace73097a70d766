/** Without SMTP, a mail's links go to the log as a person would click them: no sentence's punctuation. */
import pino from 'pino';
import { logTransport } from './transports';

test('When a mail says "(…/profile)" and "…/overview,", Then the logged links end where the addresses do', async () => {
  const lines: { links?: string[] }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  await logTransport(logger).send({
    to: 'ana@example.com',
    from: 'portal@example.com',
    subject: 'Welcome',
    text: 'Complete your profile (https://careers.example.com/profile). Then open https://careers.example.com/overview, or https://careers.example.com/jobs?q=nurse&page=2.',
    html: '<p>Welcome</p>',
  });
  expect(lines.at(-1)?.links).toEqual([
    'https://careers.example.com/profile',
    'https://careers.example.com/overview',
    'https://careers.example.com/jobs?q=nurse&page=2',
  ]);
});
