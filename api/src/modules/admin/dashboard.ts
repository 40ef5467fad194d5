import type { AdminDashboard } from '@brass/shared/contracts/admin';
import type { ClientErrorService } from '../client-errors/service.js';
import type { OrderAdminService } from '../orders/admin-service.js';
import type { StuckWorkService } from './stuck-work.js';

/** How many of the newest client errors, low-stock products, parked mails and stranded shipments the dashboard lists. */
const LISTED = 10;

export interface LowStockSource {
  lowStock(limit: number): Promise<AdminDashboard['lowStock']>;
}

/** The back office's first screen: how the shop is doing, and what needs doing now. */
export class DashboardService {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly stock: LowStockSource,
    private readonly clientErrors: ClientErrorService,
    private readonly stuckWork: Pick<StuckWorkService, 'overview'>,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const [orders, lowStock, clientErrors, stuckWork] = await Promise.all([
      this.orders.overview(now),
      this.stock.lowStock(LISTED),
      this.clientErrors.overview(now, LISTED),
      this.stuckWork.overview(LISTED),
    ]);
    return { ...orders, lowStock, clientErrors, ...stuckWork };
  }
}
