/**
 * The screens' paths the product description names (SPEC.md). The app's route tree must answer each of
 * them; the server's own list comes from the route tree (dist/app-paths.json), not from here.
 */
export const SPEC_PATHS = [
  '/', '/profile', '/game', '/video', '/login', '/searchGames', '/recharge', '/rechargeRecord',
  '/recharge-payment', '/withdraw', '/withdrawalRecord', '/gameRecord', '/promotion/activity', '/promotion/rebates',
  '/promotion/vip', '/promotion/history', '/promotion/cover', '/promotion/activity/recharge',
  '/promotion/activity/invitation-activity', '/promotion/activity/lottery-wheel',
  '/promotion/activity/daily-loss-relief-fund', '/promotion/activity/recharge-rebate',
  '/information-center/support', '/information-center/notification',
  '/information-center/announcement', '/agency-center/invite', '/agency-center/agent',
  '/agency-center/invitation-record', '/agency-center/reward', '/agency-center/agency-mechanism',
  '/agency-center/register-subordinates', '/order-center', '/order-center/fee',
  '/order-center/association', '/security-center', '/security-center/verify-password',
  '/security-center/bind-email', '/security-center/change-password', '/test12',
  '/gameInfo', '/cztx', '/test', '/download', '/flows',
] as const;
