import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AccountActivityPage,
  ActivityListQuery,
  ActivityRangeQuery,
  IdentificationActivityPage,
  SignatureActivityPage,
  SignatureExportQuery,
  SignatureSummary,
} from './activity.schemas.ts';
import { BusinessIdParams } from './business.schemas.ts';

const tags = ['Activity'];
const A = '/v2/businesses/{id}/activities';
/** The exports' answer: UTF-8 CSV with a byte order mark, streamed. */
const csv = { contentType: 'text/csv; charset=utf-8' };

export const listAccountActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/accounts`,
  auth: 'user',
  summary: 'Members who joined or left, and role changes (admins); X-Total-Count holds the total',
  tags,
  params: BusinessIdParams,
  query: ActivityListQuery,
  response: AccountActivityPage,
});

export const listSignatureActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/signatures`,
  auth: 'user',
  summary: "Signatures the business's members made (admins); X-Total-Count holds the total",
  tags,
  params: BusinessIdParams,
  query: ActivityListQuery,
  response: SignatureActivityPage,
});

export const listIdentificationActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/identifications`,
  auth: 'user',
  summary: "Identifications of the business's members (admins); X-Total-Count holds the total",
  tags,
  params: BusinessIdParams,
  query: ActivityListQuery,
  response: IdentificationActivityPage,
});

export const summariseSignatureActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/signatures/summary`,
  auth: 'user',
  summary: 'Signatures per month and level, and per member, for the activity charts (admins)',
  tags,
  params: BusinessIdParams,
  query: ActivityRangeQuery,
  response: SignatureSummary,
});

export const exportSignatureActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/signatures/export`,
  auth: 'user',
  summary: 'CSV of the signatures, one row each or counted per member, month or level (admins)',
  tags,
  params: BusinessIdParams,
  query: SignatureExportQuery,
  response: z.unknown(),
  rawResponse: csv,
});

export const exportIdentificationActivities = defineEndpoint({
  method: 'GET',
  path: `${A}/identifications/export`,
  auth: 'user',
  summary: 'CSV of the identifications (admins)',
  tags,
  params: BusinessIdParams,
  query: ActivityRangeQuery,
  response: z.unknown(),
  rawResponse: csv,
});

export const activityEndpoints = {
  listAccountActivities,
  listSignatureActivities,
  listIdentificationActivities,
  summariseSignatureActivities,
  exportSignatureActivities,
  exportIdentificationActivities,
} as const;
