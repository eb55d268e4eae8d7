import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's responsible-gambling rules and flags (contract/boCompliance.ts). */
export const BO_COMPLIANCE_REFUSALS = {
  'compliance.rule_unknown': { status: 422, text: 'No such responsible-gambling rule' },
  'compliance.rule_invalid': {
    status: 422,
    text: "Check the rule's numbers: whole numbers and amounts above zero, within their limits",
  },
  'compliance.flag_not_found': { status: 404, text: 'No such flag' },
  'compliance.flag_closed': { status: 409, text: 'The flag is closed already' },
  'compliance.note_required': { status: 422, text: 'Write what was said, in 3 to 2,000 characters' },
  'compliance.channel_unknown': { status: 422, text: 'Choose how the player was contacted' },
  'compliance.outcome_unknown': { status: 422, text: 'Choose the outcome' },
} as const satisfies RefusalDeclarations;
