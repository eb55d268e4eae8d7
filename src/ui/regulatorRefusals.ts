import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { registerRefusals } from '../i18n/refusals';

/**
 * What the regulator's check of a CPF says (server/regulator/): each reason in words, with where to get
 * help, never as an accusation. Known once a screen that may meet them has loaded (registration loads them
 * with the refusal itself, src/features/auth/logic.ts).
 */
export const REGULATOR_REASON_TEXTS: Record<RegulatorReason, MessageDescriptor> = {
  cpf_irregular: msg`This CPF is not regular at the Receita Federal: regularize it at gov.br/receitafederal and try again`,
  deceased: msg`This CPF cannot open an account: if you think this is a mistake, contact the Receita Federal at gov.br/receitafederal`,
  underage: msg`By the Receita Federal’s record of this CPF, its holder is under 18: betting is for adults only`,
  self_excluded: msg`This CPF is on the national self-exclusion list for betting: support is at gov.br/apostas, and the CVV listens at 188`,
  social_benefit: msg`Holders of Bolsa Família or BPC may not bet, by federal rule: questions to the Ministry of Social Development at 121`,
  sports_tied: msg`This CPF may not bet: the law bars people tied to sports events (Lei 14.790/2023, art. 26); our support can tell you more`,
};

/** The callout's and the refusal's first sentence for a flagged member. */
export const WITHDRAW_ONLY = msg`By the regulator’s check of your CPF, this account may only withdraw its balance`;

registerRefusals({
  'regulator.cpf_irregular': REGULATOR_REASON_TEXTS.cpf_irregular,
  'regulator.deceased': REGULATOR_REASON_TEXTS.deceased,
  'regulator.underage': REGULATOR_REASON_TEXTS.underage,
  'regulator.self_excluded': REGULATOR_REASON_TEXTS.self_excluded,
  'regulator.social_benefit': REGULATOR_REASON_TEXTS.social_benefit,
  'regulator.sports_tied': REGULATOR_REASON_TEXTS.sports_tied,
  'regulator.unavailable': msg`We could not check this CPF with the regulator just now: try again in a few minutes`,
  'regulator.withdraw_only': WITHDRAW_ONLY,
});
