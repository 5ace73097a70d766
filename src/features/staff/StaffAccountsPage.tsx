/** /admin/staff (admin role only): invite staff, change their role and Form I-9 permission, deactivate them. */
import { useRef, useState } from 'react';
import { STAFF_ACCOUNT_MESSAGES, STAFF_ROLES, type StaffAccount, type StaffRole } from '../../../common/staff-accounts';
import { FailureAlert } from '../../components/FailureAlert';
import { PageHeading } from '../../components/PageHeading';
import { SkeletonLines } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { changeRole, deactivateAccount, endAccountSessions, fetchAccounts, setPermissions } from './accounts-api';
import { ACCOUNTS_TEXT as TEXT } from './accounts-messages';
import { InviteStaffForm } from './InviteStaffForm';
import { LoadFailure } from './LoadFailure';
import { StaffNav } from './StaffNav';
import { useAction } from './use-action';
import { BusyButton } from '../../components/SubmitButton';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useStepUp } from '../../components/StepUpDialog';
import FormCheck from 'react-bootstrap/FormCheck';
import FormSelect from 'react-bootstrap/FormSelect';
import Table from 'react-bootstrap/Table';

function AccountRow({ account, onChange }: { account: StaffAccount; onChange: (account: StaffAccount) => void }) {
  const name = `${account.firstName} ${account.lastName}`;
  const [role, setRole] = useState<StaffRole>(account.role);
  const [confirming, setConfirming] = useState(false);
  // After a deactivation its button is gone: the focus goes to the row's outcome.
  const outcome = useRef<HTMLSpanElement>(null);
  const { busy, isPending, message, error, run, dismiss } = useAction(TEXT.changeFailed);
  const stepUp = useStepUp();
  const active = account.deactivatedAt === null;
  // One's own row offers no role change and no deactivation (the server refuses both as well).
  const own = account.self === true;
  const status = !active
    ? TEXT.deactivated(formatDate(account.deactivatedAt!))
    : account.invited
      ? TEXT.pending
      : TEXT.active;

  return (
    <tr data-testid="staff-account">
      <th scope="row">
        {name}
        {own ? <span className="fw-normal text-body-secondary"> {TEXT.you}</span> : null}
      </th>
      <td>{account.email}</td>
      <td>
        {stepUp.dialog}
        {active && !own ? (
          <div className="d-flex gap-2">
            <FormSelect
              size="sm"
              className="w-auto"
              aria-label={TEXT.roleFor(name)}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEXT.roles[r]}
                </option>
              ))}
            </FormSelect>
            <BusyButton
              variant="outline-primary"
              size="sm"
              className="text-nowrap"
              ariaLabel={TEXT.saveRole(name)}
              busy={isPending('role')}
              disabled={busy || role === account.role}
              onClick={() =>
                stepUp.run(
                  () =>
                    run(
                      () => changeRole(account.id, role),
                      (changed) => {
                        onChange(changed);
                        return TEXT.roleChanged(name, TEXT.roles[changed.role]);
                      },
                      'role',
                    ),
                  'role',
                )
              }
            >
              {TEXT.saveRoleShort}
            </BusyButton>
          </div>
        ) : (
          TEXT.roles[account.role]
        )}
      </td>
      <td>
        {active ? (
          <FormCheck
            type="switch"
            id={`i9-permission-${account.id}`}
            aria-label={TEXT.i9For(name)}
            checked={account.permissions.includes('i9')}
            disabled={busy}
            onChange={(e) => {
              const grant = e.target.checked;
              stepUp.run(
                () =>
                  run(
                    () => setPermissions(account.id, grant ? ['i9'] : []),
                    (changed) => {
                      onChange(changed);
                      return grant ? TEXT.i9Granted(name) : TEXT.i9Withdrawn(name);
                    },
                    'i9',
                  ),
                // A permission, like a role, decides who reads people's personal details.
                'role',
              );
            }}
          />
        ) : null}
      </td>
      <td data-testid="account-status">{status}</td>
      <td>
        {own ? (
          <span className="small text-body-secondary">{TEXT.ownAccount}</span>
        ) : active ? (
          <div className="d-flex flex-wrap gap-2">
            <BusyButton
              variant="outline-secondary"
              size="sm"
              className="text-nowrap"
              ariaLabel={TEXT.endSessions(name)}
              busy={isPending('sessions')}
              disabled={busy}
              onClick={() =>
                run(
                  () => endAccountSessions(account.id),
                  () => TEXT.sessionsEnded(name),
                  'sessions',
                )
              }
            >
              {TEXT.endSessionsShort}
            </BusyButton>
            <BusyButton
              variant="outline-danger"
              size="sm"
              className="text-nowrap"
              ariaLabel={TEXT.deactivate(name)}
              busy={isPending('deactivate')}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {TEXT.deactivateShort}
            </BusyButton>
          </div>
        ) : null}
        <ConfirmDialog
          show={confirming}
          title={TEXT.deactivate(name)}
          confirmLabel={TEXT.confirmYes}
          cancelLabel={TEXT.cancel}
          onCancel={() => setConfirming(false)}
          focusAfterConfirm={outcome}
          onConfirm={() => {
            // The row shows the wait and the outcome (or the server's refusal).
            setConfirming(false);
            run(
              () => deactivateAccount(account.id),
              (changed) => {
                onChange(changed);
                return TEXT.nowDeactivated(name);
              },
              'deactivate',
            );
          }}
        >
          {TEXT.confirm(name)}
        </ConfirmDialog>
        <span role="status" className="small text-body-secondary d-block" ref={outcome} tabIndex={-1}>
          {message}
        </span>
        {error ? <FailureAlert message={error} onClose={dismiss} /> : null}
      </td>
    </tr>
  );
}

export function StaffAccountsPage() {
  const state = useLoad(fetchAccounts);
  const accounts = state.status === 'ready' ? state.data : null;
  const replace = (changed: StaffAccount) =>
    state.update((list) =>
      list.some((a) => a.id === changed.id) ? list.map((a) => (a.id === changed.id ? changed : a)) : [...list, changed],
    );
  const forbidden = state.status === 'error' && state.error instanceof ApiError && state.error.status === 403;

  return (
    <div>
      <PageHeading title={TEXT.title} lead={TEXT.lead} />
      <StaffNav current="staff" />
      {forbidden ? (
        <FailureAlert message={STAFF_ACCOUNT_MESSAGES.adminOnly} />
      ) : state.status === 'error' ? (
        <LoadFailure message={TEXT.couldNotLoad} error={state.error} retry={state.retry} />
      ) : (
        <>
          <InviteStaffForm onInvited={replace} />
          <div className="table-responsive staff-table" aria-busy={state.status === 'loading'}>
            <span className="visually-hidden" role="status">
              {state.status === 'loading' ? TEXT.loading : ''}
            </span>
            <Table className="align-middle">
              <caption className="caption-top">{accounts ? TEXT.caption(accounts.length) : '\u00a0'}</caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.name}</th>
                  <th scope="col">{TEXT.email}</th>
                  <th scope="col">{TEXT.role}</th>
                  <th scope="col">{TEXT.i9}</th>
                  <th scope="col">{TEXT.status}</th>
                  <th scope="col">{TEXT.actions}</th>
                </tr>
              </thead>
              <tbody>
                {accounts ? (
                  accounts.map((a) => <AccountRow key={a.id} account={a} onChange={replace} />)
                ) : (
                  <tr>
                    <td colSpan={6}>
                      <SkeletonLines widths={['90%', '80%', '85%']} />
                    </td>
                  </tr>
                )}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </div>
  );
}
