import type { RouteArea } from '../area.js';
import { devOutboxRoutes } from './outbox.js';

/** /dev/outbox: the kept e-mails while no SMTP server is configured (this machine only, unless OUTBOX_PUBLIC). */
export const devArea: RouteArea = {
  public: [devOutboxRoutes],
};
