import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import {
  KYC_CHUNK_BYTES,
  type KycCaseBody,
  type KycChunkResult,
  type KycFileKind,
  type KycState,
} from '../../contract/kyc';
import {
  challengeOf,
  currentKind,
  kycMachine,
  uploadProgress,
  validateKyc,
  EMPTY_KYC_VALUES,
  type CameraEvent,
  type KycChunkRequest,
  type KycPicture,
  type KycContext,
  type KycValues,
} from '../../machines/kyc.machine';
import { pathCoverage } from './paths';
import { FakeApiError, codeOf, networkFailure, refused, scripted } from './support';

const address = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

const values: KycValues = { ...EMPTY_KYC_VALUES, document_type: 'rg', document_number: '123456789', ...address };

const caseOf = (files: KycState['case'] extends infer C ? (C extends { files: infer F } ? F : never) : never = []) => ({
  document_type: 'rg' as const,
  document_number: '123456789',
  address,
  challenge: ['turn_left' as const, 'blink' as const],
  files,
  missing: (['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'] as const).filter(
    (kind) => !files.some((f) => f.kind === kind && f.complete),
  ),
  submitted_at: null,
});

const state = (over: Partial<KycState> = {}): KycState => ({
  status: 'required',
  attempts_left: 3,
  case: null,
  refused: null,
  ...over,
});

const picture = (size = 100, sharpness: number | null = 500): KycPicture => ({
  content_type: 'image/jpeg',
  bytes: new Uint8Array(size),
  sha256: 'a'.repeat(64),
  sharpness,
});

const done = (kind: KycFileKind, bytes = 100): KycChunkResult => ({
  file: {
    kind,
    bytes,
    chunks: Math.ceil(bytes / KYC_CHUNK_BYTES),
    next: Math.ceil(bytes / KYC_CHUNK_BYTES),
    complete: true,
  },
  missing: [],
});

/** A camera that answers as the test says: ready at once, refused, or absent. */
function fakeCamera(answer: CameraEvent['type'] = 'camera.ready') {
  const opened: string[] = [];
  const stopped = { count: 0 };
  const logic = fromCallback<CameraEvent, { facing: 'environment' | 'user' }>(({ sendBack, input }) => {
    opened.push(input.facing);
    sendBack({ type: answer });
    return () => {
      stopped.count += 1;
    };
  });
  return { logic, opened, stopped };
}

function start(
  options: {
    load?: Array<KycState | Error>;
    open?: Array<KycState | Error>;
    capture?: Array<KycPicture | Error>;
    read?: Array<KycPicture | Error>;
    chunks?: Array<KycChunkResult | Error>;
    submit?: Array<KycState | Error>;
    camera?: CameraEvent['type'];
    known?: KycState['status'];
    clock?: SimulatedClock;
  } = {},
) {
  const load = scripted<KycState, void>(...(options.load ?? [state()]));
  const openCase = scripted<KycState, KycCaseBody>(...(options.open ?? [state({ case: caseOf() })]));
  const capture = scripted<KycPicture, { kind: KycFileKind }>(...(options.capture ?? []));
  const readFile = scripted<KycPicture, { kind: KycFileKind; file: Blob }>(...(options.read ?? []));
  const sendChunk = scripted<KycChunkResult, KycChunkRequest>(...(options.chunks ?? []));
  const submit = scripted<KycState, void>(...(options.submit ?? []));
  const camera = fakeCamera(options.camera);
  const statusChanged = vi.fn();
  const actor = createActor(
    kycMachine.provide({
      actors: {
        load: load.logic,
        openCase: openCase.logic,
        camera: camera.logic,
        capture: capture.logic,
        readFile: readFile.logic,
        sendChunk: sendChunk.logic,
        submit: submit.logic,
      },
      actions: { statusChanged: (_, params) => statusChanged(params.status) },
    }),
    {
      input: { known: options.known ?? 'required', minSharpness: 120 },
      ...(options.clock ? { clock: options.clock } : {}),
    },
  ).start();
  const fill = (v: Partial<KycValues>) => {
    for (const [field, value] of Object.entries(v))
      actor.send({ type: 'kyc.change', field: field as keyof KycValues, value });
  };
  return { actor, load, openCase, capture, readFile, sendChunk, submit, camera, statusChanged, fill };
}

const at = (actor: AnyActorRef, value: unknown) => waitFor(actor, (s) => s.matches(value as never));

/** Opens the case and takes every picture with the camera (the document too). */
async function takeAll(t: ReturnType<typeof start>) {
  await at(t.actor, 'form');
  t.fill(values);
  t.actor.send({ type: 'kyc.submit' });
  for (let i = 0; i < 5; i++) {
    const kind = currentKind(t.actor.getSnapshot().context);
    if (kind === 'document_front' || kind === 'document_back') {
      await at(t.actor, { capture: 'document' });
      t.actor.send({ type: 'kyc.useCamera' });
    }
    await at(t.actor, { capture: { camera: 'ready' } });
    t.capture.queue(picture());
    t.actor.send({ type: 'kyc.capture' });
    await waitFor(t.actor, (s) => !s.matches({ capture: { camera: 'capturing' } }));
  }
  await at(t.actor, 'review');
}

describe('kyc', () => {
  it('checks the form with the contract’s rules: CEP of 8 digits, a state of the list, the document’s number', () => {
    const { errors } = validateKyc({ ...EMPTY_KYC_VALUES, cep: '0131-010', state: 'XX', document_number: 'a' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, codeOf(text)]))).toEqual({
      document_number: 'kyc.document_number_invalid',
      cep: 'kyc.cep_invalid',
      street: 'kyc.address_invalid',
      number: 'kyc.address_invalid',
      city: 'kyc.address_invalid',
      state: 'kyc.state_invalid',
    });
    expect(validateKyc({ ...values, cep: '01310-100' }).body).not.toBeNull();
  });

  it('walks a whole verification: case, photos, selfie, two liveness frames, chunked upload, answer polled for', async () => {
    const clock = new SimulatedClock();
    const big = 70_000; // three chunks
    const t = start({
      clock,
      load: [
        state(),
        state({ status: 'pending', case: { ...caseOf(), submitted_at: 'x' } }),
        state({ status: 'verified' }),
      ],
      submit: [state({ status: 'pending', case: { ...caseOf(), submitted_at: 'x' } })],
    });
    await takeAll(t);
    expect(t.camera.opened).toEqual(['environment', 'environment', 'user', 'user', 'user']);
    expect(t.camera.stopped.count).toBe(5);
    expect(t.openCase.calls).toEqual([{ document_type: 'rg', document_number: '123456789', address }]);
    // The liveness frames are asked in the order the server drew.
    const ctx = t.actor.getSnapshot().context;
    expect([challengeOf(ctx, 'liveness_1'), challengeOf(ctx, 'liveness_2')]).toEqual(['turn_left', 'blink']);

    // A bigger selfie goes in three chunks, each resumed from the server's `next`.
    t.actor.send({ type: 'kyc.retake', kind: 'selfie' });
    await at(t.actor, { capture: { camera: 'ready' } });
    t.capture.queue(picture(big));
    t.actor.send({ type: 'kyc.capture' });
    await at(t.actor, 'review');

    t.sendChunk.queue(
      done('document_front'),
      done('document_back'),
      { file: { kind: 'selfie', bytes: big, chunks: 3, next: 1, complete: false }, missing: [] },
      { file: { kind: 'selfie', bytes: big, chunks: 3, next: 2, complete: false }, missing: [] },
      done('selfie', big),
      done('liveness_1'),
      done('liveness_2'),
    );
    t.actor.send({ type: 'kyc.send' });
    await at(t.actor, 'waiting');
    expect(t.sendChunk.calls.map((c) => `${c.kind}#${c.index}`)).toEqual([
      'document_front#0',
      'document_back#0',
      'selfie#0',
      'selfie#1',
      'selfie#2',
      'liveness_1#0',
      'liveness_2#0',
    ]);
    expect(t.statusChanged).toHaveBeenCalledWith('pending');

    clock.increment(3000);
    await at(t.actor, 'waiting');
    clock.increment(4500);
    await at(t.actor, 'verified');
    expect(t.statusChanged).toHaveBeenLastCalledWith('verified');
    expect(t.load.calls).toHaveLength(3);
  });

  it('asks for a blurred photo again, below the threshold it was given', async () => {
    const t = start();
    await at(t.actor, 'form');
    t.fill(values);
    t.actor.send({ type: 'kyc.submit' });
    await at(t.actor, { capture: 'document' });
    t.actor.send({ type: 'kyc.useCamera' });
    await at(t.actor, { capture: { camera: 'ready' } });
    t.capture.queue(picture(100, 40));
    t.actor.send({ type: 'kyc.capture' });
    await at(t.actor, { capture: { camera: 'blurred' } });
    expect(t.actor.getSnapshot().context.blurred).toBe(40);
    t.actor.send({ type: 'kyc.retake' });
    t.capture.queue(picture(100, 120));
    t.actor.send({ type: 'kyc.capture' });
    await at(t.actor, { capture: 'document' });
    expect(currentKind(t.actor.getSnapshot().context)).toBe('document_back');
  });

  it('explains a refused camera, offers a file for the document, and needs the camera for the selfie', async () => {
    const t = start({ camera: 'camera.denied' });
    await at(t.actor, 'form');
    t.fill(values);
    t.actor.send({ type: 'kyc.submit' });
    await at(t.actor, { capture: 'document' });
    t.actor.send({ type: 'kyc.useCamera' });
    await at(t.actor, { capture: 'cameraDenied' });
    expect(t.actor.getSnapshot().can({ type: 'kyc.file', file: new Blob(['x']) })).toBe(true);
    t.readFile.queue(picture(), picture());
    t.actor.send({ type: 'kyc.file', file: new Blob(['front']) });
    await at(t.actor, { capture: 'document' });
    t.actor.send({ type: 'kyc.file', file: new Blob(['back']) });
    // The selfie: the camera again, still refused; no file is taken for a face.
    await at(t.actor, { capture: 'cameraDenied' });
    expect(currentKind(t.actor.getSnapshot().context)).toBe('selfie');
    expect(t.actor.getSnapshot().can({ type: 'kyc.file', file: new Blob(['x']) })).toBe(false);
    t.actor.send({ type: 'kyc.retry' });
    await at(t.actor, { capture: 'cameraDenied' });
    expect(t.camera.opened).toEqual(['environment', 'user', 'user']);
  });

  it('says when there is no camera', async () => {
    const t = start({ camera: 'camera.absent', load: [state({ case: caseOf() })] });
    await at(t.actor, { capture: 'document' });
    t.actor.send({ type: 'kyc.useCamera' });
    await at(t.actor, { capture: 'noCamera' });
  });

  it('asks the CNH’s digital PDF from a file, and takes no document photo', async () => {
    const t = start({ open: [state({ case: { ...caseOf(), document_type: 'cnh_digital' } })] });
    await at(t.actor, 'form');
    t.fill({ ...values, document_type: 'cnh_digital', document_number: '12345678901' });
    t.actor.send({ type: 'kyc.submit' });
    await at(t.actor, { capture: 'pdf' });
    expect(t.actor.getSnapshot().can({ type: 'kyc.useCamera' })).toBe(false);
    t.readFile.queue({ ...picture(), content_type: 'application/pdf', sharpness: null });
    t.actor.send({ type: 'kyc.file', file: new Blob(['%PDF']) });
    await at(t.actor, { capture: { camera: 'ready' } });
    expect(currentKind(t.actor.getSnapshot().context)).toBe('selfie');
  });

  it('retries a failed chunk with backoff, and after a cut goes on from where the server says', async () => {
    const clock = new SimulatedClock();
    const t = start({ clock, load: [state()] });
    await takeAll(t);
    const part = (next: number): KycChunkResult => ({
      file: { kind: 'document_back', bytes: 70_000, chunks: 3, next, complete: false },
      missing: [],
    });
    t.sendChunk.queue(done('document_front'), part(1), part(2));
    t.sendChunk.queue(networkFailure(), networkFailure(), networkFailure(), networkFailure());
    t.actor.send({ type: 'kyc.send' });
    await at(t.actor, { uploading: 'retrying' });
    expect(uploadProgress(t.actor.getSnapshot().context)).toEqual({ sent: 200, total: 500 });
    clock.increment(1000);
    await at(t.actor, { uploading: 'retrying' });
    clock.increment(2000);
    await at(t.actor, { uploading: 'retrying' });
    clock.increment(4000);
    await at(t.actor, 'uploadCut');
    expect(t.sendChunk.calls.map((c) => `${c.kind}#${c.index}`)).toEqual([
      'document_front#0',
      'document_back#0',
      'document_back#1',
      'document_back#2',
      'document_back#2',
      'document_back#2',
      'document_back#2',
    ]);
    // Back online: the server says where the back stopped (the last try reached it after all).
    t.load.queue(
      state({
        case: caseOf([
          { kind: 'document_front', bytes: 100, chunks: 1, next: 1, complete: true },
          { kind: 'document_back', bytes: 70_000, chunks: 3, next: 2, complete: false },
        ]),
      }),
    );
    t.sendChunk.queue(done('document_back'), done('selfie'), done('liveness_1'), done('liveness_2'));
    t.actor.send({ type: 'kyc.retry' });
    await at(t.actor, 'submitting');
    expect(t.sendChunk.calls.slice(7).map((c) => `${c.kind}#${c.index}`)).toEqual([
      'document_back#2',
      'selfie#0',
      'liveness_1#0',
      'liveness_2#0',
    ]);
  });

  it('starts again a part another visit left on the server (its picture is gone)', async () => {
    const left = caseOf([{ kind: 'document_front', bytes: 90_000, chunks: 3, next: 2, complete: false }]);
    const t = start({ load: [state({ case: left })] });
    await at(t.actor, { capture: 'document' });
    for (let i = 0; i < 5; i++) {
      if (t.actor.getSnapshot().matches({ capture: 'document' })) t.actor.send({ type: 'kyc.useCamera' });
      await at(t.actor, { capture: { camera: 'ready' } });
      t.capture.queue(picture());
      t.actor.send({ type: 'kyc.capture' });
      await waitFor(t.actor, (s) => !s.matches({ capture: { camera: 'capturing' } }));
    }
    await at(t.actor, 'review');
    t.actor.send({ type: 'kyc.send' });
    await waitFor(t.actor, () => t.sendChunk.calls.length > 0);
    expect(t.sendChunk.calls[0]).toMatchObject({ kind: 'document_front', index: 0 });
  });

  it('starts a file again when it arrived damaged, and says what the server refused otherwise', async () => {
    const t = start();
    await takeAll(t);
    t.sendChunk.queue(
      refused('kyc.file_corrupt', 'The file arrived damaged: send it again'),
      done('document_front'),
      refused('kyc.file_too_large', 'This file is larger than 4 MB: take the photo again', 413, { max: '4' }),
    );
    t.actor.send({ type: 'kyc.send' });
    await at(t.actor, 'uploadFailed');
    expect(t.sendChunk.calls.map((c) => `${c.kind}#${c.index}`)).toEqual([
      'document_front#0',
      'document_front#0',
      'document_back#0',
    ]);
    expect(codeOf(t.actor.getSnapshot().context.failure)).toBe('kyc.file_too_large');
    t.actor.send({ type: 'kyc.back' });
    await at(t.actor, 'review');
  });

  it('keeps the pictures when the provider does not answer, and sends again', async () => {
    const t = start({
      submit: [
        refused('kyc.unavailable', 'The identity check is not answering just now', 409),
        state({ status: 'pending', case: { ...caseOf(), submitted_at: 'x' } }),
      ],
    });
    await takeAll(t);
    t.sendChunk.queue(
      ...(['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'] as const).map((k) => done(k)),
    );
    t.actor.send({ type: 'kyc.send' });
    await waitFor(t.actor, (s) => s.matches('review') && s.context.failure !== null);
    expect(codeOf(t.actor.getSnapshot().context.failure)).toBe('kyc.unavailable');
    t.actor.send({ type: 'kyc.send' });
    await at(t.actor, 'waiting');
    expect(t.sendChunk.calls).toHaveLength(5);
    expect(t.submit.calls).toHaveLength(2);
  });

  it('shows a refusal’s reason and lets the member try again while attempts are left', async () => {
    const refusedCase = { ...caseOf(), submitted_at: '2026-11-29T10:00:00Z' };
    const t = start({
      load: [state({ status: 'rejected', case: refusedCase, refused: { reason: 'face_mismatch', at: 'x' } })],
    });
    await at(t.actor, 'rejected');
    expect(t.statusChanged).toHaveBeenCalledWith('rejected');
    t.actor.send({ type: 'kyc.retry' });
    await at(t.actor, 'form');
    expect(t.actor.getSnapshot().context.values.document_number).toBe('123456789');

    const none = start({
      load: [state({ status: 'rejected', attempts_left: 0, refused: { reason: 'other', at: 'x' } })],
    });
    await at(none.actor, 'exhausted');
  });

  it('goes to compliance’s review and to a refusal as the server decides', async () => {
    const review = start({ known: 'review', load: [state({ status: 'review' })] });
    await at(review.actor, 'inReview');
    expect(review.statusChanged).not.toHaveBeenCalled();
    const verified = start({ known: 'verified', load: [state({ status: 'verified' })] });
    await at(verified.actor, 'verified');
  });

  it('puts a refused field under its input and says the network failure', async () => {
    const cep = new FakeApiError(
      'server',
      'Enter a CEP of 8 digits',
      422,
      { 'address.cep': 'Enter a CEP of 8 digits' },
      'kyc.cep_invalid',
      {},
      {
        'address.cep': { error: 'kyc.cep_invalid', params: {} },
      },
    );
    const t = start({ open: [cep, networkFailure()] });
    await at(t.actor, 'form');
    t.fill(values);
    t.actor.send({ type: 'kyc.submit' });
    await waitFor(t.actor, (s) => s.matches('form') && s.context.failure !== null);
    expect(codeOf(t.actor.getSnapshot().context.errors.cep)).toBe('kyc.cep_invalid');
    t.actor.send({ type: 'kyc.submit' });
    await waitFor(t.actor, (s) => s.matches('form') && s.context.failure !== null && !s.context.errors.cep);
    const failedLoad = start({ load: [networkFailure(), state()] });
    await at(failedLoad.actor, 'loadFailed');
    failedLoad.actor.send({ type: 'kyc.retry' });
    await at(failedLoad.actor, 'form');
  });

  it('walks every reachable state and transition', () => {
    const building = state({ case: caseOf() });
    const chunk = { file: { kind: 'document_front', bytes: 70_000, chunks: 3, next: 1, complete: false }, missing: [] };
    const coverage = pathCoverage('kyc', kycMachine, {
      inputs: [{ known: 'required', minSharpness: 120 }],
      events: [
        { type: 'xstate.done.actor.load', output: state() },
        { type: 'xstate.done.actor.load', output: building },
        { type: 'xstate.done.actor.load', output: state({ case: { ...caseOf(), document_type: 'cnh_digital' } }) },
        { type: 'xstate.done.actor.load', output: state({ status: 'pending' }) },
        { type: 'xstate.done.actor.load', output: state({ status: 'review' }) },
        { type: 'xstate.done.actor.load', output: state({ status: 'verified' }) },
        {
          type: 'xstate.done.actor.load',
          output: state({ status: 'rejected', refused: { reason: 'other', at: 'x' } }),
        },
        { type: 'xstate.done.actor.load', output: state({ status: 'rejected', attempts_left: 0 }) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'kyc.change', field: 'document_number', value: '123456789' },
        { type: 'kyc.change', field: 'cep', value: '01310100' },
        { type: 'kyc.change', field: 'street', value: 'Avenida Paulista' },
        { type: 'kyc.change', field: 'number', value: '1000' },
        { type: 'kyc.change', field: 'city', value: 'São Paulo' },
        { type: 'kyc.change', field: 'state', value: 'SP' },
        { type: 'kyc.submit' },
        { type: 'xstate.done.actor.openCase', output: building },
        { type: 'xstate.error.actor.openCase', error: refused('kyc.attempts_exhausted', 'x', 409) },
        { type: 'xstate.error.actor.openCase', error: refused('kyc.already_sent', 'x', 409) },
        { type: 'xstate.error.actor.openCase', error: refused('kyc.already_verified', 'x', 409) },
        { type: 'xstate.error.actor.openCase', error: networkFailure() },
        { type: 'kyc.useCamera' },
        { type: 'kyc.file', file: new Blob(['x']) },
        { type: 'camera.ready' },
        { type: 'camera.denied' },
        { type: 'camera.absent' },
        { type: 'kyc.capture' },
        { type: 'xstate.done.actor.capture', output: picture() },
        { type: 'xstate.done.actor.capture', output: picture(100, 10) },
        { type: 'xstate.error.actor.capture', error: new Error('no frame') },
        { type: 'xstate.done.actor.readFile', output: picture() },
        { type: 'xstate.done.actor.readFile', output: picture(100, 10) },
        { type: 'xstate.error.actor.readFile', error: new Error('unreadable') },
        { type: 'kyc.retake' },
        { type: 'kyc.retake', kind: 'document_front' },
        { type: 'kyc.back' },
        { type: 'kyc.send' },
        { type: 'kyc.retry' },
        { type: 'xstate.done.actor.sendChunk', output: done('document_front') },
        { type: 'xstate.done.actor.sendChunk', output: chunk },
        { type: 'xstate.error.actor.sendChunk', error: networkFailure() },
        { type: 'xstate.error.actor.sendChunk', error: refused('kyc.file_corrupt', 'x') },
        { type: 'xstate.error.actor.sendChunk', error: refused('kyc.chunk_invalid', 'x') },
        { type: 'xstate.error.actor.sendChunk', error: refused('kyc.file_too_large', 'x', 413) },
        { type: 'xstate.after.chunkBackoff.kyc.uploading.retrying' },
        { type: 'xstate.done.actor.resume', output: building },
        {
          type: 'xstate.done.actor.resume',
          output: state({
            case: caseOf(
              (['document_front', 'document_back', 'selfie', 'liveness_1', 'liveness_2'] as const).map(
                (kind) => done(kind).file,
              ),
            ),
          }),
        },
        {
          type: 'xstate.done.actor.resume',
          output: state({ case: caseOf([chunk.file as KycChunkResult['file']]) }),
        },
        { type: 'xstate.done.actor.resume', output: state({ status: 'pending' }) },
        { type: 'xstate.error.actor.resume', error: networkFailure() },
        { type: 'xstate.done.actor.submit', output: state({ status: 'pending' }) },
        { type: 'xstate.error.actor.submit', error: refused('kyc.files_missing', 'x', 409) },
        { type: 'xstate.error.actor.submit', error: refused('kyc.unavailable', 'x', 409) },
        { type: 'xstate.after.poll.kyc.waiting' },
        { type: 'xstate.after.poll.kyc.inReview' },
        { type: 'xstate.done.actor.check', output: state({ status: 'pending' }) },
        { type: 'xstate.done.actor.check', output: state({ status: 'verified' }) },
        { type: 'xstate.error.actor.check', error: networkFailure() },
      ],
      // Grouped by what decides the next step: the state, the status, the picture being taken, the
      // fields filled, the chunk's tries.
      serializeState: (s) => {
        const c = s.context as KycContext;
        const filled = s.matches('form') ? Object.values(c.values).filter(Boolean).length : null;
        const taking = s.matches('capture') || s.matches('review') ? currentKind(c) : null;
        const tries = s.matches('uploading') ? c.tries : null;
        return JSON.stringify([s.value, c.status, filled, taking, tries]);
      },
      limit: 50_000,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
