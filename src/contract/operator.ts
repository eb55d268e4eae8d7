import * as v from 'valibot';
import { Phone } from './common';

/** Operator actions name a member by phone. */
export const MemberByPhoneBody = v.object({ phone: Phone });
export type MemberByPhoneBody = v.InferInput<typeof MemberByPhoneBody>;

export const OperatorResult = v.object({ member_id: v.number(), sessions_ended: v.number() });
