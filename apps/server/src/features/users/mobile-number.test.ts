import { AppError } from '@signet/contract';
import { describe, expect, it } from 'vitest';
import { normaliseMobile } from './mobile-number.ts';

describe('normaliseMobile', () => {
  it.each([
    ['+41 79 123 45 67', '+41791234567'],
    ['079 123 45 67', '+41791234567'],
    ['+417 912 34567', '+41791234567'],
    ['0041 79-123.45.67', '+41791234567'],
    ['+49 151 23456789', '+4915123456789'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normaliseMobile(typed, 'body.mobile')).toBe(e164);
  });

  it.each(['12', '+41 12 345', '+41 44 123 45 67'])('refuses %s naming the field', (typed) => {
    try {
      normaliseMobile(typed, 'body.mobile');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
      expect((error as AppError).fields?.[0]?.field).toBe('body.mobile');
    }
  });
});
