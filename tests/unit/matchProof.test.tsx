import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { MatchProof } from '../../src/features/sports/MatchProof';

const render = (commitment: string | null, seed?: string | null) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MatchProof commitment={commitment} seed={seed} />
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

describe('a match’s fairness proof', () => {
  it('shows the commitment of a simulated match', () => {
    const html = render('ab'.repeat(32), null);
    expect(html).toContain('data-testid="match-commitment"');
    expect(html).not.toContain('match-no-proof');
  });

  it('says a real feed’s match has no proof instead of showing nothing', () => {
    const html = render(null);
    expect(html).toContain('data-testid="match-no-proof"');
    expect(html).toContain('outside provider');
    expect(html).not.toContain('match-commitment');
  });
});
