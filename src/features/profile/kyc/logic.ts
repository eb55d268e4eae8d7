import { fromCallback, fromPromise } from 'xstate';
import { KYC_CHUNK_BYTES, KYC_MAX_FILE_BYTES, type KycCaseBody, type KycFileKind } from '../../../../contract/kyc';
import { kycMachine, type CameraEvent, type KycChunkRequest, type KycPicture } from '../../../../machines/kyc.machine';
import type { AppDeps } from '../../../app/flows';
import { kycApi } from '../../../api/kyc';
import { pictureOfFile, UnusableFile } from './picture';

/** The camera's module (getUserMedia, the capture): loaded when a camera step first opens. */
const cameraModule = () => import('./camera');

/** A chunk of a file, base64 (what the upload's JSON carries). */
export function chunkBase64(bytes: Uint8Array, index: number): string {
  const chunk = bytes.subarray(index * KYC_CHUNK_BYTES, (index + 1) * KYC_CHUNK_BYTES);
  let binary = '';
  for (let i = 0; i < chunk.length; i += 0x2000) binary += String.fromCharCode(...chunk.subarray(i, i + 0x2000));
  return btoa(binary);
}

/** A file the app cannot send, said as the server would refuse it (the same code and text). */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof UnusableFile)) return error;
  return error.reason === 'size'
    ? {
        kind: 'server',
        message: 'kyc.file_too_large',
        error: 'kyc.file_too_large',
        params: { max: String(KYC_MAX_FILE_BYTES / 1024 / 1024) },
      }
    : { kind: 'server', message: 'kyc.file_type_invalid', error: 'kyc.file_type_invalid', params: {} };
}

/** The identity verification's flow with its effects: the API's calls, the camera and the pictures. */
export function createKycLogic({ api, refresh }: AppDeps) {
  const kyc = kycApi(api.client);
  return kycMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => kyc.state(signal)),
      openCase: fromPromise<Awaited<ReturnType<typeof kyc.startCase>>, KycCaseBody>(({ input, signal }) =>
        kyc.startCase(input, signal),
      ),
      camera: fromCallback<CameraEvent, { facing: 'environment' | 'user' }>(({ input, sendBack }) => {
        let close: (() => void) | null = null;
        let stopped = false;
        void cameraModule()
          .then(({ openCamera }) => openCamera(input.facing))
          .then((opened) => {
            if (stopped) return opened.close();
            close = opened.close;
            sendBack({ type: `camera.${opened.outcome}` });
          });
        return () => {
          stopped = true;
          close?.();
        };
      }),
      capture: fromPromise<KycPicture, { kind: KycFileKind }>(() =>
        cameraModule().then(({ captureFrame }) => captureFrame()),
      ),
      readFile: fromPromise<KycPicture, { kind: KycFileKind; file: Blob }>(({ input }) =>
        pictureOfFile(input.file, input.kind === 'document_pdf').catch((error: unknown) => {
          throw refusalOf(error);
        }),
      ),
      sendChunk: fromPromise(({ input, signal }: { input: KycChunkRequest; signal: AbortSignal }) =>
        kyc.uploadChunk(
          {
            kind: input.kind,
            content_type: input.picture.content_type,
            bytes: input.picture.bytes.length,
            sha256: input.picture.sha256,
            index: input.index,
            data: chunkBase64(input.picture.bytes, input.index),
          },
          signal,
        ),
      ),
      submit: fromPromise(({ signal }) => kyc.submit(signal)),
    },
    actions: { statusChanged: () => refresh() },
  });
}
