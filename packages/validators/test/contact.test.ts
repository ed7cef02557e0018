import { describe, expect, it } from 'vitest';
import {
  isValidCep,
  isValidEmail,
  isValidTelefone,
  isValidYoutubeUrl,
  youtubeId,
} from '../src/index';

describe('isValidTelefone', () => {
  it.each([
    ['(11) 98765-4321', true, 'mobile with area code'],
    ['(11) 3456-7890', true, 'landline with area code'],
    ['(11)987654321', true, 'no space, no hyphen'],
    ['+55 (11) 98765-4321', true, 'with country code'],
    ['+55(11)98765-4321', true, 'with country code, no spaces'],
    ['98765-4321', true, 'no area code'],
    ['34567890', true, 'eight digits'],
    ['11 98765-4321', false, 'area code without parentheses'],
    ['(11) 987-4321', false, 'three digits before the hyphen'],
    ['(11) 987654-4321', false, 'six digits before the hyphen'],
    ['+1 (11) 98765-4321', false, 'another country code'],
    ['(011) 98765-4321', false, 'three-digit area code'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidTelefone(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidTelefone(11987654321 as unknown as string)).toBe(false);
  });
});

describe('isValidCep', () => {
  it.each([
    ['01310-100', true],
    ['01310100', true],
    ['00000-000', false],
    ['00000000', false],
    ['01310-10', false],
    ['01.310-100', false],
    ['0131a100', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCep(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidCep(1310100 as unknown as string)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['contato@abrac.org.br', true],
    ['joao.silva+portal@empresa.com', true],
    ['a@b.co', true],
    ['contato@abrac', false],
    ['contato@@abrac.org.br', false],
    ['contato abrac@org.br', false],
    ['@abrac.org.br', false],
    ['contato@-abrac.org.br', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidEmail({} as unknown as string)).toBe(false);
  });
});

describe('YouTube URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/a_b-C1d2E3f?t=5', 'a_b-C1d2E3f'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', null],
    ['https://www.youtube.com/channel/UC1234567890', null],
    ['https://vimeo.com/123456789', null],
    ['https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ', null],
    ['', null],
  ])('%s → %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
    expect(isValidYoutubeUrl(url)).toBe(id !== null);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(youtubeId(42 as unknown as string)).toBeNull();
  });
});
