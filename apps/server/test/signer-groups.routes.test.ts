import type { SignerGroup, User } from '@signet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import { type Account, account } from './support/business.ts';
import { insertBusiness, removeMember, setSettings } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { useHarness } from './support/test-app.ts';

const UNKNOWN = `gr_${'0'.repeat(32)}`;

describe.each(databases)('signer groups on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;
  let admin: Account;
  let member: Account;
  let colleague: Account;
  let otherAdmin: Account;
  let loner: Account;
  let businessId: string;

  beforeAll(async () => {
    app = await harness.app();
    [admin, member, colleague, otherAdmin, loner] = await Promise.all([
      account(app, 'admin'),
      account(app, 'member'),
      account(app, 'colleague'),
      account(app, 'other-admin'),
      account(app, 'loner'),
    ]);
    ({ id: businessId } = await insertBusiness(harness.db, {
      admin: admin.id,
      members: [member.id, colleague.id],
    }));
    await insertBusiness(harness.db, { admin: otherAdmin.id });
  });

  const create = (who: Account, body: unknown) =>
    json<SignerGroup & { code?: string; message?: string }>(app, 'POST', '/v3/groups', {
      token: who.token,
      body,
    });

  it('creates, reads, renames, replaces members and deletes a group (admin)', async () => {
    const created = await create(admin, { name: '  Legal  ', members: [member.id, member.id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Legal',
      version: 1,
      businessId,
      members: [{ id: member.id, email: member.email }],
    });
    expect(created.body.id).toMatch(/^gr_[0-9a-f]{32}$/);
    const path = `/v3/groups/${created.body.id}`;

    const renamed = await json<SignerGroup>(app, 'PUT', path, {
      token: admin.token,
      body: { name: 'Legal team', members: [colleague.id, member.id] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Legal team', version: 2 });
    expect(renamed.body.members.map((m) => m.id).sort()).toEqual([colleague.id, member.id].sort());

    const read = await json<SignerGroup>(app, 'GET', path, { token: member.token });
    expect(read.body).toEqual(renamed.body);

    const deleted = await json(app, 'DELETE', `/v1/groups/${created.body.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(204);
    expect((await json(app, 'GET', path, { token: admin.token })).status).toBe(404);
  });

  it('lists each group exactly as GET /{id} answers it, by name', async () => {
    await create(admin, { name: 'zeta', members: [colleague.id] });
    await create(admin, { name: 'Alpha', members: [member.id, colleague.id, admin.id] });
    await create(admin, { name: 'empty' });
    for (const who of [admin, member]) {
      const list = await json<SignerGroup[]>(app, 'GET', '/v3/groups', { token: who.token });
      expect(list.status).toBe(200);
      const names = list.body.map((group) => group.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      for (const item of list.body) {
        const one = await json<SignerGroup>(app, 'GET', `/v3/groups/${item.id}`, {
          token: who.token,
        });
        expect(one.body).toEqual(item);
      }
    }
  });

  it('role matrix: members read, only admins change, others see nothing', async () => {
    const { body: group } = await create(admin, { name: 'Matrix', members: [member.id] });
    const path = `/v3/groups/${group.id}`;
    const del = `/v1/groups/${group.id}`;
    // A member reads but does not change.
    expect((await json(app, 'GET', path, { token: member.token })).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/v3/groups', { name: 'Mine' }],
      ['PUT', path, { name: 'Mine' }],
      ['DELETE', del, undefined],
    ] as const) {
      const refused = await json(app, method, url, { token: member.token, body });
      expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    // Another business's admin: the group is not there; their own list does not show it.
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['PUT', path, { name: 'Theirs' }],
      ['DELETE', del, undefined],
    ] as const) {
      const hidden = await json(app, method, url, { token: otherAdmin.token, body });
      expect(hidden).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
    const theirs = await json<SignerGroup[]>(app, 'GET', '/v3/groups', {
      token: otherAdmin.token,
    });
    expect(theirs.body.map((g) => g.id)).not.toContain(group.id);
    // No business: nothing to list or create.
    for (const [method, url] of [
      ['GET', '/v3/groups'],
      ['GET', path],
    ] as const) {
      expect((await json(app, method, url, { token: loner.token })).status).toBe(404);
    }
    expect((await create(loner, { name: 'Solo' })).status).toBe(404);
    // Signed out.
    for (const [method, url] of [
      ['GET', '/v3/groups'],
      ['POST', '/v3/groups'],
      ['GET', path],
      ['PUT', path],
      ['DELETE', del],
    ] as const) {
      expect((await json(app, method, url, { body: {} })).status).toBe(401);
    }
    expect((await json(app, 'GET', path, { token: admin.token })).status).toBe(200);
  });

  it('refuses bad input, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: '' }, 'body.name'],
      [{ name: 'x'.repeat(101) }, 'body.name'],
      [{}, 'body.name'],
      [{ name: 'Ok', members: 'all' }, 'body.members'],
      [{ name: 'Ok', colour: 'red' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const refused = await create(admin, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    const badId = await json(app, 'GET', '/v3/groups/not-a-group', { token: admin.token });
    expect(badId).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(badId.body)).toContain('params.id');
    const unknown = await json(app, 'PUT', `/v3/groups/${UNKNOWN}`, {
      token: admin.token,
      body: { name: 'x' },
    });
    expect(unknown.status).toBe(404);
    // Only members of the business join a group.
    const stranger = await create(admin, { name: 'Outsiders', members: [member.id, loner.id] });
    expect(stranger).toMatchObject({
      status: 422,
      body: { code: 'SIGNER_GROUP_NOT_MEMBER', fields: [{ field: 'body.members.1' }] },
    });
    expect(stranger.body.message).toContain(loner.id);
  });

  it('enforces maxGroups and maxParticipants from the business settings, each with its code', async () => {
    const founder = await account(app, 'limits');
    const people = await Promise.all([1, 2, 3].map((n) => account(app, `limit-${n}`)));
    const business = await insertBusiness(harness.db, {
      admin: founder.id,
      members: people.map((p) => p.id),
      settings: { signerGroups: { maxGroups: 2, maxParticipants: 2 } },
    });
    const first = await create(founder, { name: 'One', members: [people[0]!.id, people[1]!.id] });
    expect(first.status).toBe(201);
    const crowded = await create(founder, { name: 'Crowd', members: people.map((p) => p.id) });
    expect(crowded).toMatchObject({
      status: 409,
      body: { code: 'SIGNER_GROUP_PARTICIPANT_LIMIT', fields: [{ field: 'body.members' }] },
    });
    expect(crowded.body.message).toContain('maxParticipants');
    const grown = await json<{ code: string }>(app, 'PUT', `/v3/groups/${first.body.id}`, {
      token: founder.token,
      body: { members: people.map((p) => p.id) },
    });
    expect(grown.body).toMatchObject({ code: 'SIGNER_GROUP_PARTICIPANT_LIMIT' });
    expect((await create(founder, { name: 'Two' })).status).toBe(201);
    const third = await create(founder, { name: 'Three' });
    expect(third).toMatchObject({ status: 409, body: { code: 'SIGNER_GROUP_LIMIT' } });
    expect(third.body.message).toContain('maxGroups');
    // A raised limit lets the next one in.
    await setSettings(harness.db, business.id, { signerGroups: { maxGroups: 3 } });
    expect((await create(founder, { name: 'Three' })).status).toBe(201);
  });

  it('fills groupInfo with the groups the account is in and their versions', async () => {
    const person = await account(app, 'info');
    const chief = await account(app, 'info-admin');
    await insertBusiness(harness.db, { admin: chief.id, members: [person.id] });
    const { body: group } = await create(chief, { name: 'Info', members: [person.id] });
    await json(app, 'PUT', `/v3/groups/${group.id}`, {
      token: chief.token,
      body: { name: 'Info 2' },
    });
    const user = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(user.body.groupInfo).toEqual({ groups: [group.id], groupVersions: { [group.id]: 2 } });
    const boss = await json<User>(app, 'GET', '/v1/user', { token: chief.token });
    expect(boss.body.groupInfo).toEqual({ groups: [], groupVersions: {} });
    // Leaving the business takes the account out of its groups.
    await removeMember(harness.db, person.id);
    const left = await json<User>(app, 'GET', '/v1/user', { token: person.token });
    expect(left.body.groupInfo).toEqual({ groups: [], groupVersions: {} });
    const after = await json<SignerGroup>(app, 'GET', `/v3/groups/${group.id}`, {
      token: chief.token,
    });
    expect(after.body.members).toEqual([]);
  });
});
