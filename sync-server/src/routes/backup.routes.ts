import { Router } from 'express';
import type { Services } from '../services';
import { requireAdmin } from './http';

/** POST /api/admin/backup: a backup now, into the server's BACKUP_DIR (admins only). */
export function backupRoutes({ backup }: Pick<Services, 'backup'>): Router {
  const router = Router();
  router.post('/admin/backup', async (req, res) => {
    res.status(201).json(await backup.run(requireAdmin(req)));
  });
  return router;
}
