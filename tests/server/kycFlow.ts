import { createHash } from 'node:crypto';
import { FILES_FOR, KYC_CHUNK_BYTES } from '../../contract/kyc';
import { SAMPLE_JPEG } from '../../server/kyc/sample';

/**
 * Identity verification through the API, as the app does it, with the sandbox provider's passing data: an
 * RG, an address, five small JPEGs, the case sent, then the state read until the provider's notification
 * (delivered by the server's job, every second) has verified it. For tests that need a verified member on a
 * server in another process; tests/server/kyc.test.ts tests the flow itself.
 */

/** The sample picture the QA scenarios send too (a real 1×1 JPEG). */
const PICTURE = SAMPLE_JPEG;

type Send = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

export async function passKyc(send: Send, deadlineMs = 15_000): Promise<void> {
  const must = async (path: string, body: unknown) => {
    const answer = await send('POST', path, body);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  };
  await must('/api/kyc/case', {
    document_type: 'rg',
    document_number: '123456789',
    address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
  });
  const sha256 = createHash('sha256').update(PICTURE).digest('hex');
  for (const kind of FILES_FOR.rg) {
    if (PICTURE.length > KYC_CHUNK_BYTES) throw new Error('one chunk per picture');
    await must('/api/kyc/upload', {
      kind,
      content_type: 'image/jpeg',
      bytes: PICTURE.length,
      sha256,
      index: 0,
      data: PICTURE.toString('base64'),
    });
  }
  await must('/api/kyc/submit', {});
  const until = Date.now() + deadlineMs;
  for (;;) {
    const state = (await send('GET', '/api/kyc')).json as { data?: { status?: string } };
    if (state.data?.status === 'verified') return;
    if (Date.now() > until) throw new Error(`identity not verified in ${deadlineMs} ms: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
