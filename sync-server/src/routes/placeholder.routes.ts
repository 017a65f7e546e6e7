import { Router } from 'express';
import { limits, messages } from '@chungcu/contracts';
import { validationFailure } from '../services/errors';

const side = (value: string | undefined): number => {
  const n = Number(value);
  if (!/^\d{1,4}$/.test(value ?? '') || n < 1 || n > limits.placeholderMaxSide) {
    throw validationFailure(messages.common.placeholderSize);
  }
  return n;
};

/** GET /api/placeholder/{w}/{h}: a neutral SVG image of that size, cacheable forever. */
export function placeholderRoutes(): Router {
  const router = Router();
  router.get('/placeholder/:w/:h', (req, res) => {
    const w = side(req.params.w);
    const h = side(req.params.h);
    const font = Math.max(10, Math.round(Math.min(w, h) / 8));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<rect width="100%" height="100%" fill="#E5E7EB"/>` +
      `<text x="50%" y="50%" fill="#6B7280" font-family="sans-serif" font-size="${font}" ` +
      `text-anchor="middle" dominant-baseline="middle">${w} × ${h}</text></svg>`;
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('image/svg+xml').send(svg);
  });
  return router;
}
