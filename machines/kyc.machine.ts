import * as v from 'valibot';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  FILES_FOR,
  KYC_CHUNK_BYTES,
  KycCaseBody,
  type DocumentType,
  type KycChunkResult,
  type KycFileKind,
  type KycState,
  type KycStatus,
  type LivenessChallenge,
} from '../contract/kyc';
import { readSays } from '../contract/readSays';
import {
  failureCode,
  failureMessage,
  fieldRefusals,
  isApiFailure,
  notProvided,
  notProvidedCallback,
  notProvidedPromise,
  type Text,
} from './shared';

/*
 * The player's identity verification (KYC, contract/kyc.ts): the document and the address, the document's
 * photos (camera or a file; the CNH's digital PDF), a selfie and two liveness frames with the camera, a
 * review, the chunked upload (resumed where a cut left it), the case sent, and its answer polled for.
 * The camera, the pictures, the upload and the polling are the app's actors (src/features/profile/kyc/logic.ts).
 */

/** The form's fields (the address's flattened). */
export const KYC_FIELDS = [
  'document_type',
  'document_number',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
] as const;
export type KycField = (typeof KYC_FIELDS)[number];
export type KycValues = Record<KycField, string>;

export const EMPTY_KYC_VALUES: KycValues = {
  document_type: 'rg',
  document_number: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

/** A picture ready to send: its bytes, type and SHA-256 (hex), with how sharp it is (null: a PDF). */
export type KycPicture = {
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Uint8Array;
  sha256: string;
  sharpness: number | null;
};

/** What the camera actor tells the flow. */
export type CameraEvent = { type: 'camera.ready' } | { type: 'camera.denied' } | { type: 'camera.absent' };

export type KycEvent =
  | { type: 'kyc.change'; field: KycField; value: string }
  | { type: 'kyc.submit' }
  | { type: 'kyc.useCamera' }
  | { type: 'kyc.file'; file: Blob }
  | { type: 'kyc.capture' }
  | { type: 'kyc.retake'; kind?: KycFileKind }
  | { type: 'kyc.back' }
  | { type: 'kyc.send' }
  | { type: 'kyc.retry' }
  | CameraEvent;

export type KycInput = {
  /** The member's status as the session knows it (kyc_status): a different one read later refreshes the session. */
  known: KycStatus;
  /** Below this sharpness (variance of the Laplacian, src/features/profile/kyc/picture.ts) a photo is retaken. */
  minSharpness: number;
};

export type KycContext = {
  minSharpness: number;
  /** The status last seen (the session's at first). */
  status: KycStatus;
  /** The server's answer: the case, its pictures, the last refusal. */
  kyc: KycState | null;
  values: KycValues;
  errors: Partial<Record<KycField, Text>>;
  /** A refusal or network failure to show on the current step. */
  failure: Text | null;
  /** The pictures taken in this visit, by kind. */
  pictures: Partial<Record<KycFileKind, KycPicture>>;
  /** The last picture refused for being blurred, with its score. */
  blurred: number | null;
  /** The chunk being sent. */
  upload: { kind: KycFileKind; index: number } | null;
  /** The picture (its SHA-256) whose upload this visit began, by kind: the one a cut resumes. */
  begun: Partial<Record<KycFileKind, string>>;
  /** Failed tries of the current chunk (or restarts of the current file), reset by a success. */
  tries: number;
  /** The wait before the next poll (grows while the answer does not come). */
  pollMs: number;
};

/** The chunk request the upload actor sends (the actor slices, encodes and posts). */
export type KycChunkRequest = { kind: KycFileKind; picture: KycPicture; index: number };

export const POLL_FIRST_MS = 3000;
export const POLL_MAX_MS = 30_000;
/** Failed sends of one chunk retried (after 1, 2, 4 s) before the flow says the connection is lost. */
export const CHUNK_TRIES = 3;

const documentType = (context: KycContext): DocumentType =>
  (context.kyc?.case?.document_type ?? context.values.document_type) as DocumentType;

/** The kinds this visit still has to take: the document's, less those the server already holds whole. */
export function kindsToTake(context: KycContext): KycFileKind[] {
  const complete = new Set((context.kyc?.case?.files ?? []).filter((f) => f.complete).map((f) => f.kind));
  return FILES_FOR[documentType(context)].filter((kind) => !complete.has(kind));
}

/** The picture being taken now (null: all taken). */
export function currentKind(context: KycContext): KycFileKind | null {
  return kindsToTake(context).find((kind) => !context.pictures[kind]) ?? null;
}

/** The movement a liveness frame shows (null for the other pictures). */
export function challengeOf(context: KycContext, kind: KycFileKind | null): LivenessChallenge | null {
  const challenge = context.kyc?.case?.challenge ?? [];
  if (kind === 'liveness_1') return challenge[0] ?? null;
  if (kind === 'liveness_2') return challenge[1] ?? null;
  return null;
}

export const isDocumentKind = (kind: KycFileKind | null) => kind === 'document_front' || kind === 'document_back';

/** The camera a kind is taken with: the back one for a document, the front one for the face. */
export const facingFor = (kind: KycFileKind | null): 'environment' | 'user' =>
  isDocumentKind(kind) ? 'environment' : 'user';

/** The files still to send, in order (pictures of this visit the server does not hold whole). */
function toSend(context: KycContext): KycFileKind[] {
  return kindsToTake(context).filter((kind) => context.pictures[kind]);
}

/** Bytes sent of the files to send this visit, and their total: the upload's progress. */
export function uploadProgress(context: KycContext): { sent: number; total: number } {
  const files = context.kyc?.case?.files ?? [];
  let sent = 0;
  let total = 0;
  for (const kind of FILES_FOR[documentType(context)]) {
    const picture = context.pictures[kind];
    if (!picture) continue;
    total += picture.bytes.length;
    const file = files.find((f) => f.kind === kind);
    if (file?.complete) sent += picture.bytes.length;
    else if (context.upload?.kind === kind)
      sent += Math.min(picture.bytes.length, context.upload.index * KYC_CHUNK_BYTES);
  }
  return { sent, total };
}

/** The case's request from the form, or the form's problems by field (the contract's own checks). */
export function validateKyc(values: KycValues): { body: KycCaseBody | null; errors: Partial<Record<KycField, Text>> } {
  const body = {
    document_type: values.document_type,
    document_number: values.document_number,
    address: {
      cep: values.cep,
      street: values.street,
      number: values.number,
      complement: values.complement,
      district: values.district,
      city: values.city,
      state: values.state,
    },
  };
  const parsed = v.safeParse(KycCaseBody, body);
  if (parsed.success) return { body: body as KycCaseBody, errors: {} };
  const errors: Partial<Record<KycField, Text>> = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.at(-1)?.key;
    const field = (
      typeof key === 'string' && (KYC_FIELDS as readonly string[]).includes(key) ? key : null
    ) as KycField | null;
    if (!field || errors[field]) continue;
    const coded = readSays(issue.message);
    errors[field] = coded ? { ...coded, message: issue.message } : issue.message;
  }
  return { body: null, errors };
}

function valuesFrom(kyc: KycState, current: KycValues): KycValues {
  const c = kyc.case;
  if (!c) return current;
  return {
    document_type: c.document_type,
    document_number: c.document_number,
    cep: c.address.cep,
    street: c.address.street,
    number: c.address.number,
    complement: c.address.complement,
    district: c.address.district,
    city: c.address.city,
    state: c.address.state,
  };
}

/** A case being put together: opened, not sent yet. */
const building = (kyc: KycState | null) => Boolean(kyc?.case && kyc.case.submitted_at === null);

const isNetwork = (error: unknown) =>
  !isApiFailure(error) || error.kind === 'network' || (error.status !== undefined && error.status >= 500);

/** A picture read or captured: kept and on to `next` when sharp, else said blurred (to be taken again). */
const pictureTaken = (next: string) => [
  {
    guard: {
      type: 'isSharp' as const,
      params: ({ event }: { event: { output: KycPicture } }) => ({ picture: event.output }),
    },
    target: next,
    actions: {
      type: 'keepPicture' as const,
      params: ({ event }: { event: { output: KycPicture } }) => ({ picture: event.output }),
    },
  },
  {
    target: 'blurred',
    actions: {
      type: 'noteBlurred' as const,
      params: ({ event }: { event: { output: KycPicture } }) => ({ picture: event.output }),
    },
  },
];

export const kycMachine = setup({
  types: {
    input: {} as KycInput,
    context: {} as KycContext,
    events: {} as KycEvent,
  },
  actors: {
    /** GET /api/kyc. */
    load: notProvidedPromise<KycState, void>('load'),
    /** POST /api/kyc/case. */
    openCase: notProvidedPromise<KycState, KycCaseBody>('openCase'),
    /** The camera, open while its state lasts (the preview shows it); says ready, denied or absent. */
    camera: notProvidedCallback<CameraEvent, { facing: 'environment' | 'user' }>('camera'),
    /** A frame of the open camera, downscaled and scored. */
    capture: notProvidedPromise<KycPicture, { kind: KycFileKind }>('capture'),
    /** A file the person chose: a photo downscaled and scored, or the PDF as it is. */
    readFile: notProvidedPromise<KycPicture, { kind: KycFileKind; file: Blob }>('readFile'),
    /** POST /api/kyc/upload: one chunk. */
    sendChunk: notProvidedPromise<KycChunkResult, KycChunkRequest>('sendChunk'),
    /** POST /api/kyc/submit. */
    submit: notProvidedPromise<KycState, void>('submit'),
  },
  actions: {
    /** The member's status changed: the app reads the member again (kyc_status, the callouts). */
    statusChanged: notProvided<{ status: KycStatus }>('statusChanged'),
    storeState: assign((_, params: { kyc: KycState }) => ({ kyc: params.kyc, status: params.kyc.status })),
    fillFromCase: assign(({ context }) => ({
      values: context.kyc ? valuesFrom(context.kyc, context.values) : context.values,
    })),
    change: assign(({ context, event }) => {
      assertEvent(event, 'kyc.change');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors, failure: null };
    }),
    showValidationErrors: assign(({ context }) => ({ errors: validateKyc(context.values).errors })),
    showFailure: assign((_, params: { error: unknown }) => {
      const errors: Partial<Record<KycField, Text>> = {};
      for (const [path, text] of Object.entries(fieldRefusals(params.error))) {
        const field = path.split('.').at(-1) ?? '';
        if ((KYC_FIELDS as readonly string[]).includes(field)) errors[field as KycField] = text;
      }
      return { errors, failure: failureMessage(params.error) };
    }),
    clearFailure: assign({ failure: null, blurred: null }),
    keepPicture: assign(({ context }, params: { picture: KycPicture }) => {
      const kind = currentKind(context);
      return kind ? { pictures: { ...context.pictures, [kind]: params.picture }, blurred: null, failure: null } : {};
    }),
    noteBlurred: assign((_, params: { picture: KycPicture }) => ({ blurred: params.picture.sharpness })),
    dropPicture: assign(({ context, event }) => {
      assertEvent(event, 'kyc.retake');
      const pictures = { ...context.pictures };
      if (event.kind) delete pictures[event.kind];
      return { pictures, failure: null };
    }),
    startUpload: assign(({ context }) => {
      const kind = toSend(context)[0];
      if (!kind) return { upload: null, tries: 0 };
      // A file this visit began (the same picture) goes on where the server says it stopped; any other
      // part the server holds (another visit's) is started again.
      const picture = context.pictures[kind]!;
      const file = context.kyc?.case?.files.find((f) => f.kind === kind);
      const index = file && !file.complete && context.begun[kind] === picture.sha256 ? file.next : 0;
      return { upload: { kind, index }, begun: { ...context.begun, [kind]: picture.sha256 }, tries: 0, failure: null };
    }),
    chunkSent: assign(({ context }, params: { result: KycChunkResult }) => {
      const kyc = context.kyc;
      if (!kyc?.case) return {};
      const { file, missing } = params.result;
      const files = [...kyc.case.files.filter((f) => f.kind !== file.kind), file];
      return {
        kyc: { ...kyc, case: { ...kyc.case, files, missing } },
        upload: file.complete ? null : { kind: file.kind, index: file.next },
        tries: 0,
      };
    }),
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    restartFile: assign(({ context }) => ({
      upload: context.upload ? { kind: context.upload.kind, index: 0 } : null,
      tries: context.tries + 1,
    })),
    slowPolling: assign({ pollMs: ({ context }) => Math.min(POLL_MAX_MS, Math.round(context.pollMs * 1.5)) }),
    resetPolling: assign({ pollMs: POLL_FIRST_MS }),
  },
  guards: {
    isValid: ({ context }) => validateKyc(context.values).body !== null,
    isVerified: ({ context }) => context.status === 'verified' || context.status === 'not_required',
    isPending: ({ context }) => context.status === 'pending',
    isInReview: ({ context }) => context.status === 'review',
    isBuilding: ({ context }) => building(context.kyc),
    isExhausted: ({ context }) => (context.kyc?.attempts_left ?? 1) <= 0,
    isRejected: ({ context }) => context.status === 'rejected',
    statusMoved: ({ context }, params: { status: KycStatus }) => params.status !== context.status,
    allTaken: ({ context }) => currentKind(context) === null,
    nextIsPdf: ({ context }) => currentKind(context) === 'document_pdf',
    nextIsDocument: ({ context }) => isDocumentKind(currentKind(context)),
    takingDocument: ({ context }) => isDocumentKind(currentKind(context)),
    isSharp: ({ context }, params: { picture: KycPicture }) =>
      params.picture.sharpness === null || params.picture.sharpness >= context.minSharpness,
    nothingToSend: ({ context }) => toSend(context).length === 0,
    fileDone: (_, params: { result: KycChunkResult }) => params.result.file.complete,
    canRetry: ({ context }, params: { error: unknown }) => isNetwork(params.error) && context.tries < CHUNK_TRIES,
    isNetworkFailure: (_, params: { error: unknown }) => isNetwork(params.error),
    isRefused: (_, params: { error: unknown; code: string }) => failureCode(params.error) === params.code,
    mayRestartFile: ({ context }, params: { error: unknown }) =>
      failureCode(params.error) === 'kyc.file_corrupt' && context.tries < 2,
    isChunkInvalid: ({ context }, params: { error: unknown }) =>
      failureCode(params.error) === 'kyc.chunk_invalid' && context.tries < 2,
  },
  delays: {
    /** 1 s, 2 s, 4 s… before a chunk is sent again. */
    chunkBackoff: ({ context }) => 1000 * 2 ** Math.max(0, context.tries - 1),
    poll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'kyc',
  context: ({ input }) => ({
    minSharpness: input.minSharpness,
    status: input.known,
    kyc: null,
    values: EMPTY_KYC_VALUES,
    errors: {},
    failure: null,
    pictures: {},
    blurred: null,
    upload: null,
    begun: {},
    tries: 0,
    pollMs: POLL_FIRST_MS,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'statusMoved', params: ({ event }) => ({ status: event.output.status }) },
            target: 'routing',
            actions: [
              { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ status: event.output.status }) },
            ],
          },
          { target: 'routing', actions: { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'kyc.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    /** Where the status read leads. */
    routing: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'isPending', target: 'waiting' },
        { guard: 'isInReview', target: 'inReview' },
        { guard: 'isBuilding', target: 'capture', actions: 'fillFromCase' },
        { guard: 'isExhausted', target: 'exhausted' },
        { guard: 'isRejected', target: 'rejected', actions: 'fillFromCase' },
        { target: 'form' },
      ],
    },
    /** The document and the address. */
    form: {
      on: {
        'kyc.change': { actions: 'change' },
        'kyc.submit': [
          { guard: 'isValid', target: 'opening', actions: assign({ errors: {}, failure: null }) },
          { actions: 'showValidationErrors' },
        ],
      },
    },
    opening: {
      invoke: {
        id: 'openCase',
        src: 'openCase',
        input: ({ context }) => validateKyc(context.values).body!,
        onDone: {
          target: 'capture',
          actions: { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'isRefused',
              params: ({ event }) => ({ error: event.error, code: 'kyc.attempts_exhausted' }),
            },
            target: 'exhausted',
          },
          {
            // Sent from another tab, or already verified: the status says what to show.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error, code: 'kyc.already_sent' }) },
            target: 'loading',
          },
          {
            guard: {
              type: 'isRefused',
              params: ({ event }) => ({ error: event.error, code: 'kyc.already_verified' }),
            },
            target: 'loading',
          },
          {
            target: 'form',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The pictures, one kind after the other (FILES_FOR): the document's, the selfie, the two liveness frames. */
    capture: {
      initial: 'next',
      on: { 'kyc.back': { target: 'form', actions: 'clearFailure' } },
      states: {
        next: {
          always: [
            { guard: 'allTaken', target: '#kyc.review' },
            { guard: 'nextIsPdf', target: 'pdf' },
            { guard: 'nextIsDocument', target: 'document' },
            { target: 'camera' },
          ],
        },
        /** A document's side: with the camera, or a photo already taken (a file). */
        document: {
          on: {
            'kyc.useCamera': { target: 'camera', actions: 'clearFailure' },
            'kyc.file': { target: 'reading', actions: 'clearFailure' },
          },
        },
        /** The CNH's digital PDF, from a file. */
        pdf: {
          on: { 'kyc.file': { target: 'reading', actions: 'clearFailure' } },
        },
        reading: {
          invoke: {
            id: 'readFile',
            src: 'readFile',
            input: ({ context, event }) => {
              assertEvent(event, 'kyc.file');
              return { kind: currentKind(context)!, file: event.file };
            },
            onDone: pictureTaken('next'),
            onError: {
              target: 'next',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The camera open on the kind being taken; the preview shows while it lasts. */
        camera: {
          initial: 'starting',
          invoke: {
            id: 'camera',
            src: 'camera',
            input: ({ context }) => ({ facing: facingFor(currentKind(context)) }),
          },
          on: {
            'camera.denied': { target: 'cameraDenied' },
            'camera.absent': { target: 'noCamera' },
            'kyc.file': { guard: 'takingDocument', target: 'reading', actions: 'clearFailure' },
          },
          states: {
            starting: { on: { 'camera.ready': 'ready' } },
            ready: { on: { 'kyc.capture': { target: 'capturing', actions: 'clearFailure' } } },
            capturing: {
              invoke: {
                id: 'capture',
                src: 'capture',
                input: ({ context }) => ({ kind: currentKind(context)! }),
                onDone: pictureTaken('#kyc.capture.next'),
                onError: {
                  target: 'ready',
                  actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The frame was not sharp enough: take it again. */
            blurred: { on: { 'kyc.retake': { target: 'ready', actions: 'clearFailure' } } },
          },
        },
        /** A file's photo not sharp enough: another file, or the camera. */
        blurred: {
          on: {
            'kyc.retake': { target: 'next', actions: 'clearFailure' },
          },
        },
        /** The browser refused the camera: how to allow it; a document may come from a file instead. */
        cameraDenied: {
          on: {
            'kyc.retry': { target: 'camera' },
            'kyc.file': { guard: 'takingDocument', target: 'reading', actions: 'clearFailure' },
          },
        },
        /** No camera on this device. */
        noCamera: {
          on: {
            'kyc.retry': { target: 'camera' },
            'kyc.file': { guard: 'takingDocument', target: 'reading', actions: 'clearFailure' },
          },
        },
      },
    },
    /** Everything taken: the person checks it before it is sent, and may take a picture again. */
    review: {
      on: {
        'kyc.retake': { target: 'capture', actions: 'dropPicture' },
        'kyc.back': { target: 'form', actions: 'clearFailure' },
        'kyc.send': { target: 'uploading', actions: 'clearFailure' },
      },
    },
    /** The pictures go up chunk by chunk, each file after the other. */
    uploading: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'nothingToSend', target: '#kyc.submitting' },
            { target: 'sending', actions: 'startUpload' },
          ],
        },
        sending: {
          invoke: {
            id: 'sendChunk',
            src: 'sendChunk',
            input: ({ context }) => ({
              kind: context.upload!.kind,
              index: context.upload!.index,
              picture: context.pictures[context.upload!.kind]!,
            }),
            onDone: [
              {
                guard: { type: 'fileDone', params: ({ event }) => ({ result: event.output }) },
                target: 'next',
                actions: { type: 'chunkSent', params: ({ event }) => ({ result: event.output }) },
              },
              {
                target: 'sending',
                reenter: true,
                actions: { type: 'chunkSent', params: ({ event }) => ({ result: event.output }) },
              },
            ],
            onError: [
              {
                guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
                target: 'retrying',
                actions: 'countTry',
              },
              {
                guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#kyc.uploadCut',
              },
              {
                // The whole file did not match its hash: it starts again from its first chunk.
                guard: { type: 'mayRestartFile', params: ({ event }) => ({ error: event.error }) },
                target: 'sending',
                reenter: true,
                actions: 'restartFile',
              },
              {
                // The server holds another part than this one: go on from where it says.
                guard: { type: 'isChunkInvalid', params: ({ event }) => ({ error: event.error }) },
                target: '#kyc.resuming',
                actions: 'countTry',
              },
              {
                target: '#kyc.uploadFailed',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        retrying: { after: { chunkBackoff: 'sending' } },
      },
    },
    /** The connection dropped mid-upload: nothing is lost, it goes on from where the server says it stopped. */
    uploadCut: {
      on: { 'kyc.retry': { target: 'resuming', actions: assign({ tries: 0 }) } },
    },
    uploadFailed: {
      on: {
        'kyc.retry': { target: 'resuming', actions: ['clearFailure', assign({ tries: 0 })] },
        'kyc.back': { target: 'review' },
      },
    },
    /** Reads what the server holds (files[].next) before going on. */
    resuming: {
      invoke: {
        id: 'resume',
        src: 'load',
        onDone: [
          {
            guard: { type: 'statusMoved', params: ({ event }) => ({ status: event.output.status }) },
            target: 'routing',
            actions: [
              { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ status: event.output.status }) },
            ],
          },
          {
            target: 'uploading',
            actions: { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
          },
        ],
        onError: { target: 'uploadCut' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: {
          target: 'routing',
          actions: [
            { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
            { type: 'statusChanged', params: ({ event }) => ({ status: event.output.status }) },
            'resetPolling',
          ],
        },
        onError: [
          {
            // The server misses a picture: read what it holds, then send or take what is missing.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error, code: 'kyc.files_missing' }) },
            target: 'resuming',
          },
          {
            target: 'review',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Sent: the answer is polled for, less often as time goes by. */
    waiting: {
      after: { poll: { target: 'checking', actions: 'slowPolling' } },
    },
    /** Compliance reviews the case by hand: polled for too, slowly. */
    inReview: {
      after: { poll: { target: 'checking', actions: 'slowPolling' } },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'load',
        onDone: [
          {
            guard: { type: 'statusMoved', params: ({ event }) => ({ status: event.output.status }) },
            target: 'routing',
            actions: [
              { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ status: event.output.status }) },
            ],
          },
          { target: 'routing', actions: { type: 'storeState', params: ({ event }) => ({ kyc: event.output }) } },
        ],
        // A failed poll is tried again later.
        onError: { target: 'routing', actions: 'slowPolling' },
      },
    },
    verified: {},
    /** Refused: the reason; the documents may be sent again while attempts are left. */
    rejected: {
      on: { 'kyc.retry': { target: 'form', actions: assign({ pictures: {}, failure: null }) } },
    },
    /** No attempt left: support finishes it. */
    exhausted: {},
  },
});

export type KycActorRef = ActorRefFrom<typeof kycMachine>;
export type KycSnapshot = SnapshotFrom<typeof kycMachine>;
