import type { BusinessMember, User } from '@signet/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account, foundBusiness, join, promote } from './support/business.ts';
import { databases } from './support/databases.ts';
import { json, waitForMail } from './support/http.ts';
import { STRONG_PASSWORD, useHarness } from './support/test-app.ts';

async function rename(app: SignetApp, person: Account, firstName: string, lastName: string) {
  await json(app, 'PUT', '/v1/user', { token: person.token, body: { firstName, lastName } });
}

describe.each(databases)('business members on $name', (engine) => {
  const harness = useHarness(engine);
  let shared: SignetApp | undefined;
  const app = async () => {
    shared ??= await harness.app();
    return shared;
  };

  it('lists members searched by name and e-mail, paged with X-Total-Count, sorted', async () => {
    const server = await app();
    const admin = await account(server, 'zed');
    const { id } = await foundBusiness(server, admin);
    await rename(server, admin, 'Zora', 'Admin');
    const names: [string, string, string][] = [
      ['anna', 'Anna', 'Keller'],
      ['bruno', 'Bruno', 'Meier'],
      ['carla', 'Carla', 'Keller'],
    ];
    const people: Account[] = [];
    for (const [handle, first, last] of names) {
      const person = await account(server, handle);
      await rename(server, person, first, last);
      await join(server, id, admin, person);
      people.push(person);
    }
    const list = (query: string) =>
      json<BusinessMember[]>(server, 'GET', `/v1/businesses/${id}/members?${query}`, {
        token: admin.token,
      });

    const page = await list('page_size=2&page_number=2');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((m) => m.firstName)).toEqual(['Carla', 'Zora']);
    const keller = await list('search=keller');
    expect(keller.headers['x-total-count']).toBe('2');
    expect(keller.body.map((m) => `${m.firstName} ${m.lastName}`)).toEqual([
      'Anna Keller',
      'Carla Keller',
    ]);
    const fullName = await list('search=bruno%20mei');
    expect(fullName.body.map((m) => m.id)).toEqual([people[1]?.id]);
    const byEmail = await list(`search=${encodeURIComponent(people[2]?.email ?? '')}`);
    expect(byEmail.body).toEqual([
      expect.objectContaining({
        id: people[2]?.id,
        email: people[2]?.email,
        role: 'member',
        joinedAt: expect.any(String),
      }),
    ]);
    const wildcard = await list('search=%25');
    expect(wildcard.headers['x-total-count']).toBe('0');
    const desc = await list('order_by=email&sort=desc');
    expect(desc.body.map((m) => m.firstName)).toEqual(['Zora', 'Carla', 'Bruno', 'Anna']);
    const byRole = await list('order_by=role');
    expect(byRole.body.map((m) => m.role)).toEqual(['admin', 'member', 'member', 'member']);
    const joined = await list('order_by=joined_at&sort=desc');
    expect(joined.body[3]?.id).toBe(admin.id);
    const welcome = await waitForMail(server, people[0]?.email ?? '', (m) =>
      (m.subject ?? '').startsWith('Welcome to Acme AG'),
    );
    expect(welcome.text).toContain('You are now a member of the business account of Acme AG');
  });

  it('pages stay current after changes made anywhere: the API, the tables, another server', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const { id } = await foundBusiness(server, admin);
    await rename(server, admin, 'Mia', 'Admin');
    const people: Account[] = [];
    for (const [first, last] of [
      ['Bea', 'Brun'],
      ['Cem', 'Cruz'],
    ] as const) {
      const person = await account(server, first.toLowerCase());
      await rename(server, person, first, last);
      await join(server, id, admin, person);
      people.push(person);
    }
    const names = async (on: SignetApp, query = '') => {
      const page = await json<BusinessMember[]>(
        on,
        'GET',
        `/v1/businesses/${id}/members?${query}`,
        {
          token: admin.token,
        },
      );
      return { names: page.body.map((m) => m.firstName), total: page.headers['x-total-count'] };
    };
    expect(await names(server)).toEqual({ names: ['Bea', 'Cem', 'Mia'], total: '3' });

    // Through the API: a rename moves the person, a role change reorders the role sort.
    await rename(server, people[0]!, 'Zoe', 'Brun');
    expect(await names(server)).toEqual({ names: ['Cem', 'Mia', 'Zoe'], total: '3' });
    await promote(server, id, admin, people[1]!);
    expect((await names(server, 'order_by=role')).names).toEqual(['Cem', 'Mia', 'Zoe']);

    // Straight in the tables, as an operator's SQL would: the kept name and the order follow.
    await sql`UPDATE users SET first_name = 'Ada' WHERE id = ${people[1]!.id}`.execute(harness.db);
    expect(await names(server)).toEqual({ names: ['Ada', 'Mia', 'Zoe'], total: '3' });
    expect(await names(server, 'search=ada')).toEqual({ names: ['Ada'], total: '1' });
    await sql`DELETE FROM business_members WHERE user_id = ${people[0]!.id}`.execute(harness.db);
    expect(await names(server)).toEqual({ names: ['Ada', 'Mia'], total: '2' });

    // Another server on the same database (PostgreSQL): what one changes, the other lists.
    if (!harness.opened.openAnother) return;
    const other = await harness.app({ db: harness.opened.openAnother() });
    expect(await names(other)).toEqual({ names: ['Ada', 'Mia'], total: '2' });
    await rename(server, admin, 'Abe', 'Admin');
    expect(await names(other)).toEqual({ names: ['Abe', 'Ada'], total: '2' });
    await join(other, id, admin, people[0]!);
    expect(await names(server)).toEqual({ names: ['Abe', 'Ada', 'Zoe'], total: '3' });
  });

  it('changes roles, tells the person in their language, and keeps the last admin', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const colleague = await account(server, 'colleague');
    const { id } = await foundBusiness(server, admin);
    await json(server, 'PUT', '/v1/user', {
      token: colleague.token,
      body: { attributes: { lang: ['de-ch'] } },
    });
    await join(server, id, admin, colleague);

    const lastAdmin = await json(server, 'POST', `/v1/businesses/${id}/change-to-members`, {
      token: admin.token,
      body: { user_ids: [admin.id] },
    });
    expect(lastAdmin).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    const unknown = await json(server, 'POST', `/v1/businesses/${id}/change-to-admins`, {
      token: admin.token,
      body: { user_ids: [colleague.id, 'nobody-here'] },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });

    const promoted = await json<BusinessMember[]>(
      server,
      'POST',
      `/v1/businesses/${id}/change-to-admins`,
      { token: admin.token, body: { user_ids: [colleague.id] } },
    );
    expect(promoted.body).toEqual([expect.objectContaining({ id: colleague.id, role: 'admin' })]);
    const mail = await waitForMail(server, colleague.email, (m) =>
      (m.subject ?? '').includes('Rolle'),
    );
    expect(mail.subject).toBe('Ihre Rolle bei Acme AG wurde geändert');
    expect(mail.text).toContain('Neue Rolle: Admin.');
    const admins = await json<BusinessMember[]>(server, 'GET', `/v1/businesses/${id}/admins`, {
      token: colleague.token,
    });
    expect(admins.body.map((a) => a.id)).toEqual([admin.id, colleague.id]);
    expect(
      (await json<User>(server, 'GET', '/v1/user', { token: colleague.token })).body,
    ).toMatchObject({ isBusinessAdmin: true, business: { role: 'admin' } });

    // With two admins, either may step down, but not both.
    const both = await json(server, 'POST', `/v1/businesses/${id}/change-to-members`, {
      token: admin.token,
      body: { user_ids: [admin.id, colleague.id] },
    });
    expect(both).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    const stepDown = await json<BusinessMember[]>(
      server,
      'POST',
      `/v1/businesses/${id}/change-to-members`,
      { token: colleague.token, body: { user_ids: [admin.id] } },
    );
    expect(stepDown.body).toEqual([expect.objectContaining({ id: admin.id, role: 'member' })]);
    const nowMember = await json(server, 'GET', `/v1/businesses/${id}/admins`, {
      token: admin.token,
    });
    expect(nowMember.status).toBe(403);
  });

  it('removes members with a notice; members may only leave; the last admin stays', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const removed = await account(server, 'removed');
    const leaver = await account(server, 'leaver');
    const { id } = await foundBusiness(server, admin);
    await join(server, id, admin, removed);
    await join(server, id, admin, leaver);

    const notOthers = await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: leaver.token,
      body: { user_ids: [removed.id] },
    });
    expect(notOthers).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const leaves = await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: leaver.token,
      body: { user_ids: [leaver.id] },
    });
    expect(leaves.status).toBe(204);
    const left = await json<User>(server, 'GET', '/v1/user', { token: leaver.token });
    expect(left.body).toMatchObject({ business: null, groupInfo: { groups: [] } });
    expect(left.body.attributes).not.toHaveProperty('removed_from_business');

    const adminLeaves = await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: admin.token,
      body: { user_ids: [admin.id] },
    });
    expect(adminLeaves).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    const gone = await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: admin.token,
      body: { user_ids: [removed.id] },
    });
    expect(gone.status).toBe(204);
    const notice = await json<User>(server, 'GET', '/v1/user', { token: removed.token });
    expect(notice.body).toMatchObject({
      business: null,
      attributes: { removed_from_business: ['true'] },
    });
    const mail = await waitForMail(server, removed.email, (m) =>
      (m.subject ?? '').includes('no longer a member'),
    );
    expect(mail.text).toContain('An admin has removed you from the business account of Acme AG');
    const read = await json<User>(server, 'POST', '/v1/user/accept', {
      token: removed.token,
      body: { business_notice: true },
    });
    expect(read.body.attributes).not.toHaveProperty('removed_from_business');
    const again = await json(server, 'POST', `/v1/businesses/${id}/remove-members`, {
      token: admin.token,
      body: { user_ids: [removed.id] },
    });
    expect(again).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    // The total follows joins, leaving and removals.
    const listed = await json<BusinessMember[]>(server, 'GET', `/v1/businesses/${id}/members`, {
      token: admin.token,
    });
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.body.map((m) => m.id)).toEqual([admin.id]);
  });

  it('deleting the account of the last admin: refused while others remain, else the business goes', async () => {
    const server = await app();
    const admin = await account(server, 'admin');
    const member = await account(server, 'member');
    const { id } = await foundBusiness(server, admin);
    await join(server, id, admin, member);
    const refused = await json(server, 'POST', '/v1/user/delete', {
      token: admin.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });
    await promote(server, id, admin, member);
    const deleted = await json(server, 'POST', '/v1/user/delete', {
      token: admin.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    const left = await json<BusinessMember[]>(server, 'GET', `/v1/businesses/${id}/admins`, {
      token: member.token,
    });
    expect(left.body.map((a) => a.id)).toEqual([member.id]);

    const loner = await account(server, 'loner');
    const alone = await foundBusiness(server, loner, 'Solo GmbH');
    await json(server, 'POST', '/v1/user/delete', {
      token: loner.token,
      body: { password: STRONG_PASSWORD },
    });
    const row = await harness.db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', alone.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
