import type { Handler } from 'hono';
import type { AppEnv } from '../http/env';
import { sendCompressible } from '../static/compress';
import { renderAvatarFile } from './avatars';

/** GET /avatars/:file — the generated pictures; they never change, so they are cached for a year. */
export const avatarFile: Handler<AppEnv> = (c) => {
  const svg = renderAvatarFile(c.req.param('file') ?? '');
  if (!svg) return c.notFound();
  return sendCompressible(c, `avatars/${c.req.param('file')}`, svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
};
