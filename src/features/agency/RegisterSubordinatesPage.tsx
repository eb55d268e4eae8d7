import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { agencyPage, WithInfo } from './AgencyPage';

function RegisterSubordinateLoader() {
  return <WithInfo>{(data) => <RegisterSubordinate inviteCode={data.invite_code} />}</WithInfo>;
}

export const RegisterSubordinatesPage = agencyPage(msg`Register subordinates`, RegisterSubordinateLoader);

function RegisterSubordinate({ inviteCode }: { inviteCode: string }) {
  const { t } = useLingui();
  const { load } = useSystem();
  const form = useFlow(load.registerSubordinate(), { input: { inviteCode } });
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const formError = useSelector(form, (s) => s.context.formError);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const done = useSelector(form, (s) => s.matches('requested'));
  if (done) {
    return (
      <div className="stack agency" role="status">
        <p className="form-notice">
          <Trans>Request sent: the member joins your team once they accept it in their agency center</Trans>
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => form.send({ type: 'subordinate.again' })}>
          <Trans>Invite another</Trans>
        </button>
      </div>
    );
  }
  const change = (field: 'phone' | 'invite_code' | 'uid') => (value: string) =>
    form.send({ type: 'subordinate.change', field, value });
  return (
    <form
      className="stack agency card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'subordinate.submit' });
      }}
    >
      <p className="muted">
        <Trans>
          Invite a member who registered without a code: their registered phone, your invitation code and their UID.
          They join your team when they accept the request in their agency center; only what they do from then on
          counts.
        </Trans>
      </p>
      {formError && (
        <p className="form-error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <Field
        label={t`Invitee’s registered phone`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.phone}
        error={errors.phone}
        onValue={change('phone')}
      />
      <Field
        label={t`Invitation code`}
        autoComplete="off"
        value={values.invite_code}
        error={errors.invite_code}
        onValue={change('invite_code')}
      />
      <Field
        label={t`Invitee’s UID`}
        inputMode="numeric"
        autoComplete="off"
        value={values.uid}
        error={errors.uid}
        onValue={change('uid')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Send request</Trans>}
      </button>
    </form>
  );
}
