import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useText } from './Message';
import { Page } from './Page';

const RELEASES = {
  account: msg`This screen arrives with the account centres release.`,
  tools: msg`This page is reserved for testing tools.`,
} satisfies Record<string, MessageDescriptor>;

export type Release = keyof typeof RELEASES;

/** A screen that belongs to a later release: its title, and which release brings it. */
export function ComingSoon({ title, release }: { title: MessageDescriptor; release: Release }) {
  const text = useText();
  return (
    <Page title={title}>
      <div className="card coming-soon">
        <p className="coming-soon-badge"><Trans>Coming soon</Trans></p>
        <p className="muted">{text(RELEASES[release])}</p>
        <Link to="/" className="btn btn-secondary">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Page>
  );
}
