import type {
  AdminPolicyPage,
  AdminPolicyPageList,
  PolicyPageBody,
} from '@brass/shared/contracts/admin-content';
import {
  POLICY_PAGE_SLUGS,
  policyPageSlugSchema,
  type PolicyPage,
  type PolicyPageSlug,
} from '@brass/shared/contracts/content';
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error.js';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import type { AuditService } from '../audit/service.js';
import type { PolicyPageRepository, PolicyPageRow } from './repository.js';

const notFound = 'Page not found';

/** One of the shop's policy pages, or undefined for any other string. */
const policySlug = (slug: string): PolicyPageSlug | undefined =>
  v.is(policyPageSlugSchema, slug) ? slug : undefined;

const toPage = (row: PolicyPageRow, slug: PolicyPageSlug): PolicyPage => ({
  slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The shop's policy pages (terms, FAQ, shipping, returns and refunds, privacy): read by shoppers at
 * /policies/<slug>, written by the owner in the back office. Every edit is written to the audit log
 * in its transaction.
 */
export class PolicyPageService {
  /**
   * The pages as shoppers read them, kept 10 s by each process (the footer links them from every
   * page) and forgotten at once when the owner edits one through this process.
   */
  private readonly shown = new LRUCache<PolicyPageSlug, PolicyPage>({
    ...finishDroppedLoads,
    max: POLICY_PAGE_SLUGS.length,
    ttl: 10_000,
    fetchMethod: async (slug) => {
      const row = await this.repository.find(slug);
      if (!row) throw new HttpError(404, notFound);
      return toPage(row, slug);
    },
  });

  constructor(
    private readonly repository: PolicyPageRepository,
    private readonly audit: AuditService,
  ) {}

  /** Called when a page changed, here or in another process, so that this process shows it at once. */
  forget(): void {
    this.shown.clear();
  }

  get(slug: string): Promise<PolicyPage> {
    const known = policySlug(slug);
    if (!known) return Promise.reject(new HttpError(404, notFound));
    return this.shown.forceFetch(known);
  }

  /** Every page, in the order the shop's footer lists them. */
  async list(): Promise<AdminPolicyPageList> {
    const rows = await this.repository.withEditors();
    const pages = POLICY_PAGE_SLUGS.flatMap((slug): AdminPolicyPage[] => {
      const found = rows.find(({ page }) => page.slug === slug);
      if (!found) return [];
      const { page, editorName, editorEmail } = found;
      return [
        {
          ...toPage(page, slug),
          updatedBy: editorEmail === null ? null : { name: editorName ?? '', email: editorEmail },
        },
      ];
    });
    return { pages };
  }

  async update(actorId: string, slug: string, body: PolicyPageBody): Promise<AdminPolicyPage> {
    const known = policySlug(slug);
    if (!known) throw new HttpError(404, notFound);
    await this.repository.transaction(async (pages, tx) => {
      const before = await pages.lock(known);
      if (before && before.title === body.title && before.body === body.body) return;
      await pages.save({ slug: known, ...body, updatedAt: new Date(), updatedBy: actorId });
      await this.audit.record(tx, {
        actorId,
        action: 'page.updated',
        target: known,
        details: {
          title: body.title,
          changed: [
            ...(before?.title === body.title ? [] : ['title']),
            ...(before?.body === body.body ? [] : ['text']),
          ].join(', '),
        },
      });
    });
    this.forget();
    const { pages } = await this.list();
    const page = pages.find((candidate) => candidate.slug === known);
    if (!page) throw new HttpError(404, notFound);
    return page;
  }
}
