import type { SignatureActivityPage, SignatureSummary } from '@signet/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignetApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { SealsService } from '../src/features/seals/seals.service.ts';
import { insertBusiness } from './support/business-rows.ts';
import { databases } from './support/databases.ts';
import { json } from './support/http.ts';
import { openRequest } from './support/requests.ts';
import { signCall, signerAccount, signWithTan } from './support/signing.ts';
import { useHarness } from './support/test-app.ts';

/** Signature activity rows written straight into the table, as a long history would leave them. */
async function history(
  db: Database,
  businessId: string,
  rows: { at: string; name?: string; email?: string; title?: string; level?: string }[],
) {
  await db
    .insertInto('business_signature_activities')
    .values(
      rows.map((row, index) => ({
        business_id: businessId,
        signed_at: row.at,
        user_id: `user-${index % 3}`,
        email: row.email ?? `signer-${index % 3}@example.com`,
        name: row.name ?? `Signer ${index % 3}`,
        request_id: `request-${index}`,
        request_title: row.title ?? `Contract ${index}`,
        sid: `sid-${index}`,
        level: row.level ?? ['ses', 'aes', 'qes'][index % 3]!,
        legislation: 'ZERTES',
        seal: null,
      })),
    )
    .execute();
}

function csvOf(body: string) {
  return parse(body, { bom: true, columns: true, skip_empty_lines: false }) as Record<
    string,
    string
  >[];
}

describe.each(databases)('signature activity on $name', (engine) => {
  const harness = useHarness(engine);
  let app: SignetApp;

  beforeAll(async () => {
    app = await harness.app();
  });

  const get = <T>(token: string, url: string) => json<T>(app, 'GET', url, { token });

  it('lists each member’s signature and seal with its request, and totals match the signatures', async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const member = await signerAccount(app, harness.db, 'member');
    const outsider = await signerAccount(app, harness.db, 'outsider');
    const business = await insertBusiness(harness.db, { admin: admin.id, members: [member.id] });

    const ours = await openRequest(app, admin.token, { signers: [member.email, outsider.email] });
    await signWithTan(app, member, [{ signatureRequestId: ours.id }]);
    await signWithTan(app, outsider, [{ signatureRequestId: ours.id }]);
    const seal = `act-${member.id.slice(0, 8).toLowerCase()}`.replace(/[^a-z0-9-]/g, 'x');
    await new SealsService(harness.db, () => new Date()).create({
      accountName: seal,
      displayName: 'Activity Seal',
      quality: 'aes',
      memberEmails: [member.email],
    });
    const theirs = await openRequest(app, outsider.token, { signers: [member.email] });
    const sealed = await signCall(app, member.token, {
      signatureRequests: [{ signatureRequestId: theirs.id }],
      sealAccountName: seal,
    });
    expect(sealed.body).toMatchObject({ status: 'SIGNED' });

    const page = await get<SignatureActivityPage>(
      admin.token,
      `/v2/businesses/${business.id}/activities/signatures`,
    );
    expect(page.status).toBe(200);
    // The outsider's signature is not the business's: its members' two are.
    expect(page.body.activities).toEqual([
      expect.objectContaining({
        action: 'sealed',
        signature_request_id: theirs.id,
        signer: expect.objectContaining({ user_id: member.id, email: member.email }),
        level: 'seal',
        seal,
      }),
      expect.objectContaining({
        action: 'signed',
        signature_request_id: ours.id,
        signature_request_title: expect.any(String),
        signer: expect.objectContaining({ user_id: member.id }),
        level: 'ses',
        seal: null,
      }),
    ]);
    // The total is what the database holds: the signed signatures of the business's members.
    const signed = await harness.db
      .selectFrom('signatures as s')
      .innerJoin('business_members as m', 'm.email', 's.email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.business_id', '=', business.id)
      .where('s.status_code', '=', 'SIGNED')
      .executeTakeFirstOrThrow();
    expect(page.body.total_items).toBe(Number(signed.n));
    expect(page.headers['x-total-count']).toBe(String(signed.n));

    const summary = await get<SignatureSummary>(
      admin.token,
      `/v2/businesses/${business.id}/activities/signatures/summary`,
    );
    const month = new Date().toISOString().slice(0, 7);
    expect(summary.body).toEqual({
      months: [
        { month, level: 'seal', count: 1 },
        { month, level: 'ses', count: 1 },
      ],
      members: [{ user_id: member.id, email: member.email, name: expect.any(String), count: 2 }],
      others: 0,
      total: 2,
    });
  });

  it('pages through a long history in both orders, dates as whole UTC days, totals from the rows', async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const business = await insertBusiness(harness.db, { admin: admin.id });
    // 230 signatures over 40 days, several in one microsecond-precise moment and at midnight.
    const rows = Array.from({ length: 230 }, (_, i) => {
      const day = String((i % 40) + 1).padStart(2, '0');
      const month = i % 40 < 31 ? '01' : '02';
      const dayOfMonth = i % 40 < 31 ? day : String((i % 40) - 30).padStart(2, '0');
      const time = i % 7 === 0 ? '00:00:00.000001' : `${String(i % 24).padStart(2, '0')}:30:00`;
      return { at: `2026-${month}-${dayOfMonth}T${time}Z` };
    });
    await history(harness.db, business.id, rows);
    const base = `/v2/businesses/${business.id}/activities/signatures`;
    const expected = async (order: 'asc' | 'desc', from?: string, until?: string) => {
      let query = harness.db
        .selectFrom('business_signature_activities')
        .select('id')
        .where('business_id', '=', business.id);
      if (from) query = query.where('signed_at', '>=', new Date(from));
      if (until) query = query.where('signed_at', '<', new Date(until));
      const ids = await query.orderBy('signed_at', order).orderBy('id', order).execute();
      return ids.map((row) => String(row.id));
    };
    for (const sort of ['asc', 'desc'] as const) {
      for (const size of [7, 100]) {
        const seen: string[] = [];
        for (let page = 1; ; page++) {
          const { body } = await get<SignatureActivityPage>(
            admin.token,
            `${base}?sort=${sort}&size=${size}&page=${page}`,
          );
          expect(body.total_items).toBe(230);
          if (body.activities.length === 0) break;
          seen.push(...body.activities.map((a) => a.id));
        }
        expect(seen).toEqual(await expected(sort));
      }
    }
    // 2026-01-05 through 2026-01-07: from the first moment of the 5th to the last of the 7th.
    const ranged = await get<SignatureActivityPage>(
      admin.token,
      `${base}?start_date=2026-01-05&end_date=2026-01-07&size=100&sort=asc`,
    );
    const inRange = await expected('asc', '2026-01-05T00:00:00Z', '2026-01-08T00:00:00Z');
    expect(ranged.body.total_items).toBe(inRange.length);
    expect(ranged.body.activities.map((a) => a.id)).toEqual(inRange);
    const deep = await get<SignatureActivityPage>(
      admin.token,
      `${base}?start_date=2026-01-05&end_date=2026-01-31&size=5&page=9`,
    );
    expect(deep.body.activities.map((a) => a.id)).toEqual(
      (await expected('desc', '2026-01-05T00:00:00Z', '2026-02-01T00:00:00Z')).slice(40, 45),
    );
    const beyond = await get<SignatureActivityPage>(admin.token, `${base}?page=1000`);
    expect(beyond.body).toMatchObject({ total_items: 230, current_page: 1000, activities: [] });
  });

  it('exports a CSV that a parser reads back cell for cell, hostile contents neutralised', async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const business = await insertBusiness(harness.db, { admin: admin.id, name: 'Müller & Söhne' });
    const hostile = [
      { name: '=HYPERLINK("http://evil.example","click")', title: '+SUM(A1:A9)' },
      { name: '-2+3', title: '@cmd|/C calc!A0' },
      { name: '\tTabbed', title: '\rReturn first' },
      { name: 'Zoë "Quote" Brüggemann', title: 'Vertrag, Teil 1\nZeile 2\r\nZeile 3' },
      { name: 'Ännä Çœur', title: 'plain' },
    ];
    await history(
      harness.db,
      business.id,
      hostile.map((cell, i) => ({ ...cell, at: `2026-03-0${i + 1}T10:00:00Z` })),
    );
    // Beyond one read chunk, so the keyset continues across chunks.
    await history(
      harness.db,
      business.id,
      Array.from({ length: 5200 }, (_, i) => ({
        at: new Date(Date.UTC(2026, 3, 1) + i * 1000).toISOString(),
      })),
    );
    const response = await app.inject({
      method: 'GET',
      url: `/v2/businesses/${business.id}/activities/signatures/export`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Muller _ Sohne signatures.csv"; filename*=UTF-8''M%C3%BCller%20%26%20S%C3%B6hne%20signatures.csv`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = csvOf(bytes.toString('utf8'));
    expect(records).toHaveLength(5205);
    const stored = await harness.db
      .selectFrom('business_signature_activities')
      .selectAll()
      .where('business_id', '=', business.id)
      .orderBy('signed_at')
      .orderBy('id')
      .execute();
    expect(records.map((r) => r.id)).toEqual(stored.map((row) => String(row.id)));
    for (const [i, cell] of hostile.entries()) {
      const record = records[i]!;
      for (const [read, written] of [
        [record.signer_name, cell.name],
        [record.signature_request_title, cell.title],
      ] as const) {
        // A cell that a spreadsheet would run carries a leading apostrophe; nothing else changes.
        expect(read).toBe(/^[=+\-@\t\r]/.test(written!) ? `'${written}` : written);
      }
    }
    expect(records[4]!.signer_name).toBe('Ännä Çœur');
    expect(records[0]).toMatchObject({
      timestamp: '2026-03-01T10:00:00.000Z',
      action: 'signed',
      level: 'ses',
      legislation: 'ZERTES',
      seal: '',
    });

    const ranged = csvOf(
      (
        await app.inject({
          method: 'GET',
          url: `/v2/businesses/${business.id}/activities/signatures/export?start_date=2026-03-02&end_date=2026-03-03`,
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).body,
    );
    expect(ranged.map((r) => r.signature_request_title)).toEqual([
      "'@cmd|/C calc!A0",
      "'\rReturn first",
    ]);
  });

  it('exports counts per member, month and level that add up to the rows', async () => {
    const admin = await signerAccount(app, harness.db, 'admin');
    const business = await insertBusiness(harness.db, { admin: admin.id });
    await history(
      harness.db,
      business.id,
      Array.from({ length: 60 }, (_, i) => ({
        at: new Date(Date.UTC(2026, i % 3, 10, 12) + i * 1000).toISOString(),
        level: ['ses', 'aes', 'qes', 'seal'][i % 4],
      })),
    );
    const exported = async (groupBy: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/v2/businesses/${business.id}/activities/signatures/export?group_by=${groupBy}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode).toBe(200);
      return csvOf(response.body);
    };
    const counted = await harness.db
      .selectFrom('business_signature_activities')
      .select([
        'user_id',
        sql<string>`to_char(signed_at AT TIME ZONE 'UTC', 'YYYY-MM')`.as('month'),
        'level',
        sql<number>`count(*)::int`.as('n'),
      ])
      .where('business_id', '=', business.id)
      .groupBy(['user_id', 'month', 'level'])
      .execute();
    const sum = (keep: (row: (typeof counted)[number]) => boolean) =>
      counted.filter(keep).reduce((total, row) => total + Number(row.n), 0);

    const members = await exported('member');
    expect(members.map((r) => r.signer_user_id)).toEqual(['user-0', 'user-1', 'user-2']);
    for (const record of members) {
      for (const level of ['ses', 'aes', 'qes', 'seal']) {
        expect(Number(record[level])).toBe(
          sum((row) => row.user_id === record.signer_user_id && row.level === level),
        );
      }
      expect(Number(record.total)).toBe(sum((row) => row.user_id === record.signer_user_id));
    }
    const months = await exported('month');
    expect(months.map((r) => [r.month, Number(r.total)])).toEqual([
      ['2026-01', 20],
      ['2026-02', 20],
      ['2026-03', 20],
    ]);
    expect(months.map((r) => Number(r.seal))).toEqual(
      ['2026-01', '2026-02', '2026-03'].map((m) =>
        sum((row) => row.month === m && row.level === 'seal'),
      ),
    );
    const levels = await exported('level');
    expect(levels).toEqual([
      { level: 'ses', count: '15' },
      { level: 'aes', count: '15' },
      { level: 'qes', count: '15' },
      { level: 'seal', count: '15' },
    ]);
    const identifications = await app.inject({
      method: 'GET',
      url: `/v2/businesses/${business.id}/activities/identifications/export`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csvOf(identifications.body)).toEqual([]);
    expect(identifications.body).toBe(
      '\uFEFFtimestamp,name,email,user_id,method,legislation,result,id\r\n',
    );
  });
});
