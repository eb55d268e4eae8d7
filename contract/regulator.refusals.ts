import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of the regulator's checks by CPF (server/regulator/, Portaria SPA/MF 2.217/2025): asked at
 * registration (or when an older account completes its identity) and at the first login of each São Paulo
 * day. Each reason has its code; a flagged member keeps the withdrawal of the balance only.
 */
export const REGULATOR_REFUSALS = {
  'regulator.cpf_irregular': {
    status: 422,
    text: 'This CPF is not regular at the Receita Federal: regularize it at gov.br/receitafederal and try again',
  },
  'regulator.deceased': {
    status: 422,
    text: 'This CPF cannot open an account: if you think this is a mistake, contact the Receita Federal at gov.br/receitafederal',
  },
  'regulator.underage': {
    status: 422,
    text: 'By the Receita Federal’s record of this CPF, its holder is under 18: betting is for adults only',
  },
  'regulator.self_excluded': {
    status: 422,
    text: 'This CPF is on the national self-exclusion list for betting: support is at gov.br/apostas, and the CVV listens at 188',
  },
  'regulator.social_benefit': {
    status: 422,
    text: 'Holders of Bolsa Família or BPC may not bet, by federal rule: questions to the Ministry of Social Development at 121',
  },
  'regulator.sports_tied': {
    status: 422,
    text: 'This CPF may not bet: the law bars people tied to sports events (Lei 14.790/2023, art. 26); our support can tell you more',
  },
  'regulator.unavailable': {
    status: 409,
    text: 'We could not check this CPF with the regulator just now: try again in a few minutes',
  },
  'regulator.file_missing': {
    status: 404,
    text: 'There is no regulator’s file for that day: it is made a quarter of an hour after the day ends',
  },
  'regulator.withdraw_only': {
    status: 403,
    text: 'By the regulator’s check of your CPF, this account may only withdraw its balance',
  },
} as const satisfies RefusalDeclarations;

/** Why the regulator flags a CPF (each its own refusal, `regulator.<reason>`). */
export const REGULATOR_REASONS = [
  'cpf_irregular',
  'deceased',
  'underage',
  'self_excluded',
  'social_benefit',
  'sports_tied',
] as const;
export type RegulatorReason = (typeof REGULATOR_REASONS)[number];
