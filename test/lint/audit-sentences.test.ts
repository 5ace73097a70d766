/**
 * Every action the server records reads as a sentence in the audit log, never as its code with
 * "interview id 2, application id 22", and every action belongs to one of the filter's groups.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AUDIT_ACTION_GROUPS, describeAuditEvent } from '../../common/audit-text';

const root = path.resolve(__dirname, '../..');

/** The action codes written as literals in the server's audit records. */
function recordedActions(): string[] {
  const out = execFileSync('git', ['grep', '-hoE', "action: '[a-z_]+\\.[a-z_.]+'", '--', 'server/*.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n').filter(Boolean))].map((line) => line.slice("action: '".length, -1));
}

test('When the log shows what the server records, Then each action has its own sentence and a group', () => {
  const actions = recordedActions();
  expect(actions.length).toBeGreaterThan(20);
  const detail = JSON.stringify({ interviewId: 2, applicationId: 22, endpointId: 3, apiKeyId: 4, slots: 2 });
  const machine = actions.filter(
    (action) =>
      /\bids?\b/i.test(describeAuditEvent(action, detail)) || /[a-z]Id\b/.test(describeAuditEvent(action, detail)),
  );
  expect(machine).toEqual([]);
  const asCode = actions.filter((action) => {
    const words = action.replace(/[._]+/g, ' ');
    return describeAuditEvent(action, null).toLowerCase().startsWith(words.toLowerCase());
  });
  expect(asCode).toEqual([]);
  const ungrouped = actions.filter((action) => !AUDIT_ACTION_GROUPS.some(([prefix]) => action.startsWith(prefix)));
  expect(ungrouped).toEqual([]);
});
