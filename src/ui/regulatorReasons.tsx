import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { registerRefusals } from '../i18n/refusals';
import { WITHDRAW_ONLY } from '../i18n/limits';

/**
 * Why the regulator's check flagged a CPF (server/regulator/), in words with where to get help, never as an
 * accusation: a catalog of their own (`regulator`, src/i18n/regulator.ts), loaded with this module by
 * `regulatorReasons()` (src/ui/regulatorLoad.ts) when a registration is refused or a flagged member's
 * callout shows.
 */
export const REGULATOR_REASON_TEXTS: Record<RegulatorReason, MessageDescriptor> = {
  cpf_irregular: msg`This CPF is not regular at the Receita Federal: regularize it at gov.br/receitafederal and try again`,
  deceased: msg`This CPF cannot open an account: if you think this is a mistake, contact the Receita Federal at gov.br/receitafederal`,
  underage: msg`By the Receita Federal’s record of this CPF, its holder is under 18: betting is for adults only`,
  self_excluded: msg`This CPF is on the national self-exclusion list for betting: support is at gov.br/apostas, and the CVV listens at 188`,
  social_benefit: msg`Holders of Bolsa Família or BPC may not bet, by federal rule: questions to the Ministry of Social Development at 121`,
  sports_tied: msg`This CPF may not bet: the law bars people tied to sports events (Lei 14.790/2023, art. 26); our support can tell you more`,
};

registerRefusals({
  'regulator.cpf_irregular': REGULATOR_REASON_TEXTS.cpf_irregular,
  'regulator.deceased': REGULATOR_REASON_TEXTS.deceased,
  'regulator.underage': REGULATOR_REASON_TEXTS.underage,
  'regulator.self_excluded': REGULATOR_REASON_TEXTS.self_excluded,
  'regulator.social_benefit': REGULATOR_REASON_TEXTS.social_benefit,
  'regulator.sports_tied': REGULATOR_REASON_TEXTS.sports_tied,
});

/** A flagged member's callout sentence: only withdrawals, and the flag's reason (if this build knows it). */
export default function RegulatorFlag({ reason }: { reason: string }) {
  const { i18n } = useLingui();
  const text = REGULATOR_REASON_TEXTS[reason as RegulatorReason] as MessageDescriptor | undefined;
  return (
    <>
      {i18n._(WITHDRAW_ONLY)}.{text && <> {i18n._(text)}.</>}
    </>
  );
}
