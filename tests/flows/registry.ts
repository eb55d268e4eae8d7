import type { AnyStateMachine } from 'xstate';
import { FLOW_TEXTS } from '../../src/features/flows/texts';
import { authFormMachine } from '../../machines/authForm.machine';
import { avatarMachine } from '../../machines/avatar.machine';
import { crashRoundMachine } from '../../machines/crashRound.machine';
import { favouritesMachine } from '../../machines/favourites.machine';
import { gameLaunchMachine } from '../../machines/gameLaunch.machine';
import { languageMachine } from '../../machines/language.machine';
import { modalsMachine } from '../../machines/modals.machine';
import { notificationsMachine } from '../../machines/notifications.machine';
import { bindEmailMachine } from '../../machines/bindEmail.machine';
import { passwordChangeMachine } from '../../machines/passwordChange.machine';
import { pixKeysMachine } from '../../machines/pixKeys.machine';
import { registerSubordinateMachine } from '../../machines/registerSubordinate.machine';
import { subordinateRequestsMachine } from '../../machines/subordinateRequests.machine';
import { verifyPasswordMachine } from '../../machines/verifyPassword.machine';
import { createPagedListMachine } from '../../machines/pagedList.machine';
import { rechargeMachine } from '../../machines/recharge.machine';
import { createResourceMachine } from '../../machines/resource.machine';
import { rewardMachine } from '../../machines/reward.machine';
import { searchMachine } from '../../machines/search.machine';
import { sessionMachine } from '../../machines/session.machine';
import { slotRoundMachine } from '../../machines/slotRound.machine';
import { sportsBetMachine } from '../../machines/sportsBet.machine';
import { swUpdateMachine } from '../../machines/swUpdate.machine';
import { wheelMachine } from '../../machines/wheel.machine';
import { withdrawalMachine } from '../../machines/withdrawal.machine';

export type Flow = {
  /** The file name in docs/flows and the machine's id in the running app. */
  id: string;
  /** Ids the running app gives the same machine (the generic ones serve several screens). */
  runs: string[];
  machine: AnyStateMachine;
};

/** Every flow of the product, in the order a visit meets them. */
const DEFINITIONS: Flow[] = [
  { id: 'session', runs: ['session'], machine: sessionMachine },
  { id: 'language', runs: ['language'], machine: languageMachine },
  { id: 'modals', runs: ['modals'], machine: modalsMachine },
  { id: 'swUpdate', runs: ['swUpdate'], machine: swUpdateMachine },
  { id: 'authForm', runs: ['authForm'], machine: authFormMachine },
  { id: 'favourites', runs: ['favourites'], machine: favouritesMachine },
  { id: 'pagedList', runs: ['gameList', 'gameRecord', 'rechargeRecord', 'withdrawalRecord', 'orderDetails', 'rewardHistory', 'coverHistory', 'rebates', 'inviteRecord'], machine: createPagedListMachine('pagedList') },
  { id: 'resource', runs: ['gameInfo', 'rechargeOrder', 'orderFees', 'orderAssociation', 'activities', 'vip', 'rebateGames', 'informationCenter', 'securityStatus', 'agencyInfo', 'agencyRewards', 'mechanism', 'flowsIndex', 'flowDiagram'], machine: createResourceMachine('resource') },
  { id: 'search', runs: ['search'], machine: searchMachine },
  { id: 'gameLaunch', runs: ['gameLaunch'], machine: gameLaunchMachine },
  { id: 'slotRound', runs: ['slotRound'], machine: slotRoundMachine },
  { id: 'crashRound', runs: ['crashRound'], machine: crashRoundMachine },
  { id: 'sportsBet', runs: ['sportsBet'], machine: sportsBetMachine },
  { id: 'recharge', runs: ['recharge'], machine: rechargeMachine },
  { id: 'withdrawal', runs: ['withdrawal'], machine: withdrawalMachine },
  { id: 'reward', runs: ['reward'], machine: rewardMachine },
  { id: 'wheel', runs: ['wheel'], machine: wheelMachine },
  { id: 'notifications', runs: ['notifications'], machine: notificationsMachine },
  { id: 'verifyPassword', runs: ['verifyPassword'], machine: verifyPasswordMachine },
  { id: 'passwordChange', runs: ['passwordChange'], machine: passwordChangeMachine },
  { id: 'bindEmail', runs: ['bindEmail'], machine: bindEmailMachine },
  { id: 'pixKeys', runs: ['pixKeys'], machine: pixKeysMachine },
  { id: 'avatar', runs: ['avatar'], machine: avatarMachine },
  { id: 'registerSubordinate', runs: ['registerSubordinate'], machine: registerSubordinateMachine },
  { id: 'subordinateRequests', runs: ['subordinateRequests'], machine: subordinateRequestsMachine },
];

/** The flows with their names and summaries (the app's English texts, also shown translated at /flows by their message ids). */
export const FLOWS = DEFINITIONS.map((flow) => ({
  ...flow,
  title: FLOW_TEXTS[flow.id]!.title.message ?? flow.id,
  titleId: FLOW_TEXTS[flow.id]!.title.id,
  summary: FLOW_TEXTS[flow.id]!.summary.message ?? '',
  summaryId: FLOW_TEXTS[flow.id]!.summary.id,
}));
