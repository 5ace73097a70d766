/** Invite a staff member: the server validates, its messages appear beside their fields. */
import { type FormEvent, useState } from 'react';
import { STAFF_ROLES, type StaffAccount, type StaffInviteInput } from '../../../common/staff-accounts';
import { FailureAlert } from '../../components/FailureAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { inviteStaff } from './accounts-api';
import { ACCOUNTS_TEXT as TEXT } from './accounts-messages';
import { SelectField } from './SelectField';
import { saveErrors } from './VersionConflict';
import Card from 'react-bootstrap/Card';

type Errors = Partial<Record<keyof StaffInviteInput | 'form', string>>;
const EMPTY: StaffInviteInput = { email: '', firstName: '', lastName: '', role: '' };

export function InviteStaffForm({ onInvited }: { onInvited: (account: StaffAccount) => void }) {
  const [fields, setFields] = useState<StaffInviteInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const set = (key: keyof StaffInviteInput) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    inviteStaff(fields).then(
      (account) => {
        setBusy(false);
        setErrors({});
        setFields(EMPTY);
        setMessage(TEXT.invited(account.email));
        onInvited(account);
      },
      (err: unknown) => {
        setBusy(false);
        setErrors(saveErrors<keyof StaffInviteInput>(err, TEXT.inviteFailed));
      },
    );
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="invite-heading">
      <Card.Body>
        <h2 id="invite-heading" className="h5">
          {TEXT.inviteHeading}
        </h2>
        <form noValidate onSubmit={submit} aria-labelledby="invite-heading">
          {errors.form ? <FailureAlert message={errors.form} /> : null}
          <div className="row">
            <div className="col-12 col-md-6 col-xl-3">
              <FormField
                id="invite-email"
                type="email"
                label={TEXT.email}
                value={fields.email}
                onValueChange={set('email')}
                error={errors.email}
                autoComplete="off"
              />
            </div>
            <div className="col-12 col-md-6 col-xl-3">
              <FormField
                id="invite-first"
                label={TEXT.firstName}
                value={fields.firstName}
                onValueChange={set('firstName')}
                error={errors.firstName}
                autoComplete="off"
              />
            </div>
            <div className="col-12 col-md-6 col-xl-3">
              <FormField
                id="invite-last"
                label={TEXT.lastName}
                value={fields.lastName}
                onValueChange={set('lastName')}
                error={errors.lastName}
                autoComplete="off"
              />
            </div>
            <SelectField
              id="invite-role"
              label={TEXT.role}
              placeholder={TEXT.chooseRole}
              value={fields.role}
              options={STAFF_ROLES.map((r) => ({ value: r, label: TEXT.roles[r] }))}
              onChange={set('role')}
              error={errors.role}
              className="col-12 col-md-6 col-xl-3 mb-3"
            />
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <SubmitButton busy={busy} busyLabel={TEXT.inviting}>
              {TEXT.invite}
            </SubmitButton>
            <span role="status" className="text-success">
              {message}
            </span>
          </div>
        </form>
      </Card.Body>
    </Card>
  );
}
