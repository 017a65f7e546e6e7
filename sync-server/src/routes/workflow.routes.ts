import { Router } from 'express';
import type { Services } from '../services';

/** TODO(helper): fill in. */
export function workflowRoutes(_services: Services): Router {
  return Router();
}
