/**
 * What an endpoint that asks the regulator about a CPF declares (registration, an identity completed later):
 * each reason's refusal (contract/regulator.refusals.ts), and no answer refused too (fail closed).
 */
export const REGULATOR_CPF_ERRORS = {
  'regulator.cpf_irregular': 'not regular at the Receita Federal (said last, after every other check)',
  'regulator.deceased': 'the holder is deceased by the Receita Federal’s record',
  'regulator.underage': 'under 18 by the Receita Federal’s record',
  'regulator.self_excluded': 'on the national self-exclusion list',
  'regulator.social_benefit': 'a Bolsa Família or BPC beneficiary',
  'regulator.sports_tied': 'barred as tied to sports events (Lei 14.790/2023 art. 26)',
  'regulator.unavailable': 'no answer from the regulator (down or too slow): refused, try again',
} as const;
