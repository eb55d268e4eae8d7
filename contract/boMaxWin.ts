import * as v from 'valibot';
import { Line, Money, TrimmedLine, withinMaxAmount } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/** The maximum win per round, per site (sites.max_win_cents): read, and set by an admin with a reason. */

export const MaxWinSite = v.object({
  site: v.string(),
  name: v.string(),
  /** The most one round of a house table pays on this site. */
  max_win: Money,
});
export const MaxWinSettings = v.object({
  list: v.array(MaxWinSite),
  /** The range a site's maximum may take: ten times the largest bet up to what the wallet credits at once. */
  min: Money,
  max: Money,
});
export const MaxWinBody = v.object({
  site: Line(64),
  max_win: v.pipe(
    v.string(says('amount.required')),
    v.trim(),
    v.regex(/^\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
    v.check(withinMaxAmount, says('amount.invalid')),
  ),
  reason: v.pipe(TrimmedLine(200, says('audit.reason_required')), v.minLength(3, says('audit.reason_required'))),
});

export const MaxWinEndpoints = {
  maxWin: endpoint({
    method: 'get',
    path: '/operator/settings/max-win',
    summary: "Each site's maximum win per round (what one round of a house table may pay) and the range it may take",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'finance'],
    response: MaxWinSettings,
  }),
  setMaxWin: endpoint({
    method: 'post',
    path: '/operator/settings/max-win',
    summary:
      "Sets a site's maximum win per round (from ten times the largest bet to what the wallet credits at once); rounds already open keep theirs",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: MaxWinBody,
    response: MaxWinSite,
    errors: { 'operator.site_unknown': '', 'operator.max_win_range': '' },
  }),
};
