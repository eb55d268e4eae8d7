import { failureCode } from '../../machines/shared';
import { ensureScreenTexts } from '../i18n/i18n';

/**
 * The regulator's reasons (src/ui/regulatorReasons.tsx) with their catalog and the screens' texts, loaded:
 * before a registration refused for one says it, or a flagged member's callout shows it.
 */
export const regulatorReasons = () =>
  Promise.all([
    import('./regulatorReasons'),
    // 'No answer' is said there too (its text is in the screens' catalog).
    import('../i18n/limits'),
    import('../i18n/regulator').then(({ regulatorTexts }) => regulatorTexts()),
    ensureScreenTexts(),
  ]).then(([module]) => module);

/**
 * A call that may be refused for a regulator's reason (registration, an identity completed later): such a
 * refusal waits for the reasons' texts before it is said.
 */
export const sayingRegulatorReasons = <T>(call: Promise<T>): Promise<T> =>
  call.catch(async (error: unknown) => {
    if (failureCode(error)?.startsWith('regulator.')) await regulatorReasons();
    throw error;
  });
