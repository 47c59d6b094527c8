import type { MemberListQuery } from '@signet/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** What the members table searches and sorts on: the kept, lower-cased name and address. */
interface ListedMember {
  id: string;
  name: string;
  email: string;
}

type Order = MemberListQuery['order_by'];

/** One business's members in each of the table's orders, as of one members version. */
interface MemberList {
  version: string;
  size: number;
  orders: Record<Order, ListedMember[]>;
}

/** How many listed members all businesses' lists hold together, at most (about 150 bytes each). */
const MAX_LISTED_MEMBERS = 250_000;

/**
 * The members table of each business, paged and searched in memory (ADR 0701). Each server keeps
 * the lists it was asked for; a list is used only while the business's `members_version` (raised
 * by the database on every change the table shows, whichever server or tool made it) is the one
 * it was read at, so a page is never older than the version read for it. The least recently used
 * lists go first once together they hold more than MAX_LISTED_MEMBERS members.
 */
export class MemberLists {
  private readonly lists = new Map<string, MemberList>();
  private readonly loading = new Map<string, Promise<MemberList | undefined>>();
  private listed = 0;

  constructor(private readonly maxListed = MAX_LISTED_MEMBERS) {}

  /** The page's member ids in order, and how many members the search leaves. */
  async page(
    db: Executor,
    businessId: string,
    query: MemberListQuery,
  ): Promise<{ ids: string[]; total: number }> {
    const list = await this.current(db, businessId);
    if (!list) return { ids: [], total: 0 };
    let members = list.orders[query.order_by];
    if (query.search) {
      const needle = query.search.toLowerCase();
      members = members.filter((m) => m.name.includes(needle) || m.email.includes(needle));
    }
    const total = members.length;
    const from = (query.page_number - 1) * query.page_size;
    const ids: string[] = [];
    for (let i = from; i < Math.min(total, from + query.page_size); i++) {
      const member = query.sort === 'desc' ? members[total - 1 - i] : members[i];
      if (member) ids.push(member.id);
    }
    return { ids, total };
  }

  private async current(db: Executor, businessId: string): Promise<MemberList | undefined> {
    const row = await db
      .selectFrom('businesses')
      .select(sql<string>`members_version::text`.as('version'))
      .where('id', '=', businessId)
      .executeTakeFirst();
    if (!row) return undefined;
    const kept = this.lists.get(businessId);
    if (kept?.version === row.version) {
      // Most recently used last: a Map iterates in insertion order.
      this.lists.delete(businessId);
      this.lists.set(businessId, kept);
      return kept;
    }
    const key = `${businessId} ${row.version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load(db, businessId).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const loaded = await pending;
    if (loaded) this.keep(businessId, loaded);
    return loaded;
  }

  private keep(businessId: string, list: MemberList): void {
    const before = this.lists.get(businessId);
    // A slower load of an older version never replaces a newer one.
    if (before && BigInt(before.version) > BigInt(list.version)) return;
    if (before) this.listed -= before.size;
    this.lists.delete(businessId);
    this.lists.set(businessId, list);
    this.listed += list.size;
    for (const [id, oldest] of this.lists) {
      if (this.listed <= this.maxListed || id === businessId) break;
      this.lists.delete(id);
      this.listed -= oldest.size;
    }
  }
}

/**
 * The business's members in every order of the table, read in one statement (one snapshot, so
 * the version and the rows agree). The database sorts, so the order is its collation's, exactly
 * as an ORDER BY on the same columns would give. Descending pages read each list backwards: every
 * order ends on the member id in the same direction, so the reverse is exact.
 */
async function load(db: Executor, businessId: string): Promise<MemberList | undefined> {
  const member = sql`json_build_array(m.user_id, m.sort_name, m.email)`;
  const ids = (orderBy: ReturnType<typeof sql>) =>
    sql<string[]>`coalesce((SELECT json_agg(m.user_id ORDER BY ${orderBy})
      FROM business_members m WHERE m.business_id = b.id), '[]')`;
  const row = await db
    .selectFrom('businesses as b')
    .select([
      sql<string>`b.members_version::text`.as('version'),
      sql<
        [string, string, string][]
      >`coalesce((SELECT json_agg(${member} ORDER BY m.sort_name, m.user_id)
        FROM business_members m WHERE m.business_id = b.id), '[]')`.as('by_name'),
      ids(sql`m.email, m.user_id`).as('by_email'),
      ids(sql`m.joined_at, m.user_id`).as('by_joined'),
      ids(sql`m.role, m.sort_name, m.user_id`).as('by_role'),
    ])
    .where('b.id', '=', businessId)
    .executeTakeFirst();
  if (!row) return undefined;
  const name = row.by_name.map(([id, sortName, email]) => ({ id, name: sortName, email }));
  const byId = new Map(name.map((m) => [m.id, m] as const));
  const inOrder = (list: string[]) => list.flatMap((id) => byId.get(id) ?? []);
  return {
    version: row.version,
    size: name.length,
    orders: {
      name,
      email: inOrder(row.by_email),
      joined_at: inOrder(row.by_joined),
      role: inOrder(row.by_role),
    },
  };
}
