import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { limits, messages, uploadDeclarationSchema } from '@chungcu/contracts';
import type { BlobKind } from '../attachments/blob-store';
import type { Services } from '../services';
import type { Download } from '../services/attachments.service';
import { continueIfExpected, refuseDeclaredOver } from './declared-length';
import { notFound } from '../services/errors';
import { mutationRequest, noContent, parseBody, parseId, requireUser, sendResult } from './http';

const UPLOAD_PATH = /^\/attachments\/[^/]+\/(content|thumbnail)\/?$/;

/** Uploads carry raw bytes: the JSON parser leaves their bodies to the upload route. */
const isUpload = (req: Request) => req.method === 'PUT' && UPLOAD_PATH.test(req.path);

/** Sheets sent to an import (rule S29) are raw bytes too, with their own size limit. */
const IMPORT_PATH = /^\/complexes\/[^/]+\/imports\/[^/]+\/(preview|confirm)\/?$/;
const isImport = (req: Request) => req.method === 'POST' && IMPORT_PATH.test(req.path);

/** `handlers` (the JSON body parser) for every request but an upload of bytes. */
export function exceptUploads(handlers: RequestHandler[]): RequestHandler[] {
  return handlers.map(
    (handler) => (req, res, next) =>
      isUpload(req) || isImport(req) ? next() : handler(req, res, next),
  );
}

/**
 * Raw bodies up to `limit` bytes, whatever their Content-Type; beyond it 413, nothing kept. An
 * over-limit declared length is refused before reading (and before `100 Continue`).
 */
const rawBody = (limit: number): RequestHandler[] => [
  refuseDeclaredOver(limit),
  continueIfExpected,
  express.raw({ type: () => true, limit, inflate: false }),
];

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8 (RFC 8187 encoding). */
export function contentDisposition(fileName: string, mimeType: string): string {
  const disposition = mimeType.startsWith('image/') ? 'inline' : 'attachment';
  // Control characters and path separators never reach a saved file's name.
  const clean = [...fileName]
    .map((c) => (c < ' ' || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
    .join('');
  const fallback = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[^\u0020-\u007e]|["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Whether If-None-Match names this entity tag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Contents never change (their SHA-256 is declared before the upload): cached for good. A
 * thumbnail URL answers the content until a thumbnail arrives, and a thumbnail may be replaced:
 * revalidated each time (its ETag makes that a 304).
 */
const CACHE: Record<BlobKind, string> = {
  content: 'private, max-age=31536000, immutable',
  thumbnail: 'private, no-cache',
};

/**
 * A file's bytes with their caching rule: streamed from the database's chunks, or a redirect to
 * the object store's short-lived URL, which answers with the same type, disposition and caching
 * (the redirect itself is never cached: its URL expires).
 */
async function sendDownload(req: Request, res: Response, download: Download, kind: BlobKind) {
  const { attachment, info } = download;
  const etag = `"${info.sha256}"`;
  res.set({
    ETag: etag,
    'Cache-Control': CACHE[kind],
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(attachment.fileName, info.mimeType),
    // Opened on its own, a file runs nothing and loads nothing.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
  });
  if (matches(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  if (download.url !== undefined) {
    res.set('Cache-Control', 'private, no-store').redirect(302, download.url);
    return;
  }
  res.status(200).set({
    'Content-Type': info.mimeType,
    'Content-Length': String(info.byteSize),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // Headers are sent: a failure from here on can only cut the answer short.
  await pipeline(Readable.from(download.blob.chunks), res).catch(() => res.destroy());
}

/**
 * Attachments: metadata writes are REST adapters over the named
 * mutations; content calls check the bytes and stream them (`services/attachments.service.ts`).
 */
export function attachmentsRoutes({ attachments, mutations }: Services): Router {
  const router = Router();
  const attachmentId = (value: unknown) => parseId(value, messages.attachment.notFound);

  /** Who may upload is settled before a byte of the body is read. */
  const uploadTarget: RequestHandler = async (req, res, next) => {
    const actor = requireUser(req);
    res.locals.actor = actor;
    res.locals.attachment = await attachments.uploadTarget(actor, attachmentId(req.params.id));
    next();
  };
  const bodyOf = (req: Request) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

  router.put(
    '/attachments/:id/content',
    uploadTarget,
    ...rawBody(limits.attachmentMaxBytes),
    async (req, res) => {
      const { attachment, actor } = res.locals;
      await attachments.storeContent(attachment, actor, bodyOf(req));
      res.status(204).end();
    },
  );

  // Twice the thumbnail limit is read, so a slightly large one gets its own message.
  router.put(
    '/attachments/:id/thumbnail',
    uploadTarget,
    ...rawBody(limits.thumbnailMaxBytes * 2),
    async (req, res) => {
      await attachments.storeThumbnail(res.locals.attachment, bodyOf(req));
      res.status(204).end();
    },
  );

  const download =
    (kind: BlobKind): RequestHandler =>
    async (req, res) => {
      const actor = requireUser(req);
      const download = await attachments.download(
        actor,
        attachmentId(req.params.id),
        kind,
        (attachment, info) => ({
          disposition: contentDisposition(attachment.fileName, info.mimeType),
          cacheControl: CACHE[kind],
        }),
      );
      await sendDownload(req, res, download, kind);
    };
  /** Direct uploads (an object store): where to send the bytes, then "they are there". */
  const kindOf = (value: unknown): BlobKind => {
    if (value === 'content' || value === 'thumbnail') return value;
    throw notFound(messages.attachment.notFound);
  };
  router.post('/attachments/:id/:kind/uploads', uploadTarget, async (req, res) => {
    const { thumbnail } = parseBody(uploadDeclarationSchema, req.body ?? {});
    const plan = await attachments.planUpload(
      res.locals.attachment,
      kindOf(req.params.kind),
      thumbnail ?? null,
    );
    res.status(200).json(plan);
  });
  router.post('/attachments/:id/:kind/uploads/:uploadId', uploadTarget, async (req, res) => {
    const { thumbnail } = parseBody(uploadDeclarationSchema, req.body ?? {});
    await attachments.confirmUpload(
      res.locals.attachment,
      res.locals.actor,
      kindOf(req.params.kind),
      parseId(req.params.uploadId, messages.attachment.notUploaded),
      thumbnail ?? null,
    );
    res.status(204).end();
  });

  router.get('/attachments/:id/content', download('content'));
  router.get('/attachments/:id/thumbnail', download('thumbnail'));

  router.delete('/attachments/:id', async (req, res) => {
    const actor = requireUser(req);
    const id = attachmentId(req.params.id);
    const request = mutationRequest(req, actor);
    const result = await mutations.run(request, 'deleteAttachment', { id }, noContent);
    await attachments.removeContent(id);
    sendResult(res, result);
  });

  return router;
}
