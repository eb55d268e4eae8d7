import { fromPromise } from 'xstate';
import { CONSENT_VERSION } from '../../../contract/storageConsent';
import type { ConsentSummary } from '../../../contract/privacy';
import type { ExportDone, ExportFormat } from '../../../machines/dataExport.machine';
import type { PrivacyApi } from '../../api/privacy';
import { tokenStore } from '../../api/token';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import { storageChoice } from '../../app/storageConsent';
import { keepStorageChoice, storageChoiceSettled } from './storage';
import './refusals';

const storageChoiceBody = (preferences: boolean) => ({
  version: CONSENT_VERSION,
  choices: [{ purpose: 'storage.preferences' as const, granted: preferences }],
});

/** Hands a downloaded file to the browser to save under its name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The privacy flows: the storage consent (the banner), the data download and the consents given. */
export function createLoaders({ api }: AppDeps) {
  const privacy = once(() => import('../../api/privacy').then(({ privacyApi }) => privacyApi(api.client)));
  return {
    // A first visit's banner: the privacy calls load only when a member's choice is to be recorded.
    consent: once(() =>
      import('../../../machines/consent.machine').then(({ consentMachine }) =>
        consentMachine.provide({
          actors: {
            save: fromPromise<unknown, { preferences: boolean }>(async ({ input, signal }) => {
              keepStorageChoice(input.preferences, new Date());
              // A guest's choice stays on the device; the privacy centre records it once they sign in.
              try {
                if (tokenStore.get() !== null) {
                  await (await privacy()).recordConsent(storageChoiceBody(input.preferences), signal);
                }
              } finally {
                storageChoiceSettled();
              }
            }),
          },
        }),
      ),
    ),
    dataExport: once(() =>
      Promise.all([import('../../../machines/dataExport.machine'), privacy()]).then(([{ dataExportMachine }, calls]) =>
        dataExportMachine.provide({
          actors: {
            download: fromPromise<ExportDone, { format: ExportFormat }>(async ({ input, signal }) => {
              const file = await calls.download(input.format, signal);
              saveFile(file.blob, file.fileName);
              return { fileName: file.fileName };
            }),
          },
        }),
      ),
    ),
    // The consents given: a storage choice made on this device after the last one recorded (before signing
    // in, or not recorded for want of an answer) is recorded first, so the history is the member's whole.
    privacyConsents: resourceFlow<PrivacyApi, ConsentSummary>(
      'privacyConsents',
      privacy,
      async (calls, _key, signal) => {
        const summary = await calls.consents(signal);
        const here = storageChoice();
        const inForce = summary.current.find((c) => c.purpose === 'storage.preferences');
        if (!here) return summary;
        const newer = !inForce || (inForce.granted !== here.preferences && here.at > inForce.at);
        if (!newer) return summary;
        return calls.recordConsent(storageChoiceBody(here.preferences), signal);
      },
    ),
  };
}
