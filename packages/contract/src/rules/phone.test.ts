import { describe, expect, it } from 'vitest';
import { isValidPhone, Phone } from './phone.ts';
import { sanitizeSupportContact } from './support-contact.ts';

describe('isValidPhone (§5 "optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional separators")', () => {
  it.each([
    ['no separators, 4 last digits', '0441234567'],
    ['6 last digits', '044123456789'],
    ['with plus', '+417912345678'],
    ['space separators', '044 123 4567'],
    ['hyphen separators', '044-123-4567'],
    ['dot separators', '044.123.4567'],
    ['slash separator', '044/123 45678'],
    ['plus and spaces', '+417 912 34567'],
    ['one separator only', '044 1234567'],
    ['surrounding spaces are ignored', ' 044 123 4567 '],
  ])('accepts %s: %s', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['3 last digits (fewer than 4)', '044 123 456'],
    ['7 last digits (more than 6)', '044 123 4567890'],
    ['2 digits in the first group', '04 123 4567'],
    ['double separator', '044  123 4567'],
    ['plus not at the start', '044+1234567'],
    ['two plus signs', '++0441234567'],
    ['letters', '044 ABC 4567'],
    ['brackets', '(044) 123 4567'],
    ['separator before the plus group', '+ 044 123 4567'],
    ['usual Swiss grouping 2-3-2-2 is not the pattern', '+41 79 123 45 67'],
  ])('rejects %s: %s', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('the schema trims and names the problem', () => {
    expect(Phone.parse(' 044 123 4567 ')).toBe('044 123 4567');
    expect(Phone.safeParse('12').error?.issues[0]?.message).toBe(
      'Please enter a valid phone number',
    );
  });
});

describe('sanitizeSupportContact (§5 "An invalid support-contact email or phone is blanked")', () => {
  it.each([
    [
      'both valid are kept',
      { email: 'help@example.ch', phone: '044 123 4567' },
      { email: 'help@example.ch', phone: '044 123 4567' },
    ],
    [
      'invalid email blanked, phone kept',
      { email: 'help@', phone: '044 123 4567' },
      { email: '', phone: '044 123 4567' },
    ],
    [
      'invalid phone blanked, email kept',
      { email: 'help@example.ch', phone: '123' },
      { email: 'help@example.ch', phone: '' },
    ],
    ['both invalid blanked', { email: 'x', phone: 'y' }, { email: '', phone: '' }],
    ['missing values become blank', {}, { email: '', phone: '' }],
    ['null values become blank', { email: null, phone: null }, { email: '', phone: '' }],
    [
      'surrounding spaces trimmed',
      { email: ' help@example.ch ', phone: ' 0441234567 ' },
      { email: 'help@example.ch', phone: '0441234567' },
    ],
  ])('%s', (_case, input, output) => {
    expect(sanitizeSupportContact(input)).toEqual(output);
  });
});
