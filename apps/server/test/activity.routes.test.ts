import type { AccountActivityPage } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join, promote } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { STRONG_PASSWORD, useHarness } from './support/test-app.ts';

type Role = 'unauthenticated' | 'outsider' | 'other admin' | 'member' | 'admin';

const fieldsOf = (body: unknown) =>
  ((body as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field).sort();

async function call(app: SignetApp, who: Account | undefined, url: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

describe.each(databases)('business activity calls on $name', (engine) => {
  const harness = useHarness(engine);
  let shared: SignetApp | undefined;
  const app = async () => {
    shared ??= await harness.app();
    return shared;
  };

  it('only the business’s admins read activity: member 403, others 404, signed out 401', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const member = await account(server, 'member');
    const otherAdmin = await account(server, 'other');
    const outsider = await account(server, 'outsider');
    const { id } = await foundBusiness(server, admin);
    await foundBusiness(server, otherAdmin, 'Other AG');
    await join(server, id, admin, member);
    const base = `/v2/businesses/${id}/activities`;
    const urls = [
      `${base}/accounts`,
      `${base}/signatures`,
      `${base}/identifications`,
      `${base}/signatures/summary`,
      `${base}/signatures/export`,
      `${base}/signatures/export?group_by=member`,
      `${base}/identifications/export`,
    ];
    const who: Record<Role, Account | undefined> = {
      admin,
      member,
      'other admin': otherAdmin,
      outsider,
      unauthenticated: undefined,
    };
    const expected: Record<Role, number> = {
      admin: 200,
      member: 403,
      'other admin': 404,
      outsider: 404,
      unauthenticated: 401,
    };
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const url of urls) {
      for (const role of Object.keys(who) as Role[]) {
        const { status, body } = await call(server, who[role], url);
        answers.push(`${role} ${url.slice(base.length)} ${status}`);
        wanted.push(`${role} ${url.slice(base.length)} ${expected[role]}`);
        // Nothing of the business leaks in a refusal, and no CSV is begun for the refused.
        if (status !== 200) expect(body).not.toContain('Acme');
      }
    }
    expect(answers).toEqual(wanted);
  });

  it('refuses bad paging, sorting, dates and groupings, naming the field', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    const base = `/v2/businesses/${id}/activities`;
    const bad: [string, string[]][] = [
      [`${base}/signatures?page=0`, ['query.page']],
      [`${base}/signatures?page=1.5`, ['query.page']],
      [`${base}/accounts?size=101`, ['query.size']],
      [`${base}/accounts?size=0`, ['query.size']],
      [`${base}/identifications?sort=newest`, ['query.sort']],
      [`${base}/signatures?start_date=2026-02-30`, ['query.start_date']],
      [`${base}/signatures?end_date=26-01-01`, ['query.end_date']],
      [`${base}/accounts?start_date=2026-03-01&end_date=2026-02-01`, ['query.end_date']],
      [`${base}/signatures?colour=red`, ['query']],
      [`${base}/signatures/export?group_by=week`, ['query.group_by']],
      [`${base}/signatures/export?start_date=yesterday`, ['query.start_date']],
      [`${base}/identifications/export?end_date=2026-13-01`, ['query.end_date']],
      [`${base}/signatures/summary?start_date=2026-05-02&end_date=2026-05-01`, ['query.end_date']],
      ['/v2/businesses/not-a-uuid/activities/accounts', ['params.id']],
    ];
    for (const [url, fields] of bad) {
      const { status, body } = await call(server, admin, url);
      expect({ url, status }).toEqual({ url, status: 400 });
      const parsed = JSON.parse(body) as { code: string; message: string };
      expect(parsed.code).toBe('VALIDATION_FAILED');
      const named = fieldsOf(parsed);
      for (const field of fields) {
        expect(named.some((name) => name.startsWith(field))).toBe(true);
        expect(parsed.message).toContain(field.split('.')[1] ?? field);
      }
    }
  });

  it('records joins, role changes, removals, leaving and a deleted account, paged and dated', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const anna = await account(server, 'anna');
    const bruno = await account(server, 'bruno');
    const carla = await account(server, 'carla');
    const { id } = await foundBusiness(server, admin);
    for (const person of [anna, bruno, carla]) await join(server, id, admin, person);
    await promote(server, id, admin, anna);
    await json(server, 'POST', `/v1/businesses/${id}/change-to-members`, {
      token: admin.token,
      body: { user_ids: [anna.id] },
    });
    await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: admin.token,
      body: { user_ids: [bruno.id] },
    });
    await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: anna.token,
      body: { user_ids: [anna.id] },
    });
    const deleted = await json(server, 'POST', '/v1/user/delete', {
      token: carla.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);

    const list = (query: string) =>
      json<AccountActivityPage>(
        server,
        'GET',
        `/v2/businesses/${id}/activities/accounts?${query}`,
        {
          token: admin.token,
        },
      );
    const all = await list('sort=asc&size=100');
    expect(all.headers['x-total-count']).toBe('9');
    expect(all.body).toMatchObject({ total_items: 9, total_pages: 1, current_page: 1, size: 100 });
    const seen = all.body.activities.map(
      (a) => `${a.action} ${a.user.email} ${a.role} ${a.detail ?? '-'} ${a.actor_id ?? '-'}`,
    );
    expect(seen).toEqual([
      `joined ${admin.email} admin founded -`,
      `joined ${anna.email} member invitation -`,
      `joined ${bruno.email} member invitation -`,
      `joined ${carla.email} member invitation -`,
      `role_changed ${anna.email} admin - ${admin.id}`,
      `role_changed ${anna.email} member - ${admin.id}`,
      `removed ${bruno.email} member - ${admin.id}`,
      `left ${anna.email} member - -`,
      `left ${carla.email} member account_deleted -`,
    ]);

    const newest = await list('size=2&page=2');
    expect(newest.body).toMatchObject({ total_items: 9, total_pages: 5, current_page: 2 });
    expect(newest.body.activities.map((a) => a.action)).toEqual(['removed', 'role_changed']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`start_date=${today}&end_date=${today}`)).body.total_items).toBe(9);
    expect((await list('end_date=2020-01-01')).body).toMatchObject({
      total_items: 0,
      total_pages: 0,
      activities: [],
    });
  });
});
