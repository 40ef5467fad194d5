import type { AdminDashboard } from '@brass/shared/contract';
import type { ClientErrorService } from '../client-errors/service.js';
import type { OrderAdminService } from '../orders/admin-service.js';

/** How many of the newest client errors and low-stock products the dashboard lists. */
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
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const [orders, lowStock, clientErrors] = await Promise.all([
      this.orders.overview(now),
      this.stock.lowStock(LISTED),
      this.clientErrors.overview(now, LISTED),
    ]);
    return { ...orders, lowStock, clientErrors };
  }
}
