import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatOdds } from '../../i18n/sportsFormat';

/** The book's rules: its margins, the live bet delay, the cash-out and the bet builder, with the server's figures. */
export function SportsRules() {
  const { api } = useSystem();
  const locale = useLocale();
  const [rules, setRules] = useState<{
    margin: string;
    rtp: string;
    bet_delay_seconds: number;
    cashout_margin: string;
    builder_margin: string;
  } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void import('../../api/sports')
      .then(({ sportsApi }) => sportsApi(api.client).rules(controller.signal))
      .then(setRules, () => undefined);
    return () => controller.abort();
  }, [api]);
  if (!rules) return null;
  const percent = (value: string) => formatOdds(value, locale);
  const margin = percent(rules.margin);
  const rtp = percent(rules.rtp);
  const delay = rules.bet_delay_seconds;
  const cashoutMargin = percent(rules.cashout_margin);
  const builderMargin = percent(rules.builder_margin);
  return (
    <details className="sports-rules" data-testid="game-terms">
      <summary>
        <Trans>
          How the odds work · margin {margin}% · return to player {rtp}%
        </Trans>
      </summary>
      <p className="muted">
        <Trans>
          Fixed odds: a winning bet pays the stake times the odds taken when it was placed, once the match's official
          result is known. The odds of every market include a margin of {margin}%, so they return about {rtp}% of what
          is staked. An accumulator wins only if every selection wins; its odds are the product of theirs. Live odds
          move with the minute and the score.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          Rounding: an accumulator's total odds are its selections' odds as shown multiplied exactly, then rounded down
          once to two decimals (2.03 × 2.41 × 3.24 = 15.85); its return is the stake times the total odds, rounded down
          to the centavo. The slip, My bets and the settlement all use this rule.
        </Trans>
      </p>
      <p className="muted" data-testid="live-rules">
        <Trans>
          Live bets: markets are suspended around dangerous moments (a goal about to come, or an attack that ends
          without one) and reopen after. A live bet is accepted after a delay of {delay} seconds, at the odds in force
          then; if they have changed, it is refused with the new odds for you to accept.
        </Trans>
      </p>
      <p className="muted" data-testid="cashout-rules">
        <Trans>
          Cash-out: an open bet can be cashed out, whole or in part, while every match still to be decided takes bets.
          Its value is what the bet pays if its open selections win, times the chance they all win, less a margin of{' '}
          {cashoutMargin}%, rounded down to the centavo; cashing out part pays that share of the value, rounded down,
          and the rest of the stake rides on at the same odds. A cash-out is not a new bet: it counts for no turnover or
          reward, and it stays open to a player on a pause or self-excluded, as it only gives money back.
        </Trans>
      </p>
      <p className="muted" data-testid="builder-rules">
        <Trans>
          Bet builder: two or more selections of the same match in one bet. Its odds come from the chance that they all
          happen together in the match's model (not the product of their odds), with a margin of {builderMargin}%,
          rounded down to two decimals; selections that cannot all happen together are refused. It wins only if every
          selection wins; if one of them is void, the whole bet is void and the stake is returned. It cannot be cashed
          out.
        </Trans>
      </p>
    </details>
  );
}
