import { describe, expect, it } from 'vitest';
import { ssoRedirectUrl } from '../src/auth/sso';
import { readRecovery, writeRecovery } from '../src/auth/recovery-state';
import { MemoryStorage } from '../src/testing/memory-storage';

describe('ssoRedirectUrl (§4 single sign-on)', () => {
  it('appends the code with ? when the address has no query', () => {
    expect(ssoRedirectUrl(encodeURIComponent('https://bi.example/callback'), 'a b')).toBe(
      'https://bi.example/callback?code=a%20b',
    );
  });

  it('appends with & when the address already has a query, before the fragment', () => {
    expect(ssoRedirectUrl(encodeURIComponent('https://bi.example/cb?x=1#top'), '42')).toBe(
      'https://bi.example/cb?x=1&code=42#top',
    );
    expect(ssoRedirectUrl('https://bi.example/cb?', '42')).toBe('https://bi.example/cb?code=42');
  });

  it('refuses anything but http(s), and malformed encodings', () => {
    expect(ssoRedirectUrl(encodeURIComponent('javascript:alert(1)'), '1')).toBeNull();
    expect(ssoRedirectUrl('%E0%A4%A', '1')).toBeNull();
    expect(ssoRedirectUrl('/relative', '1')).toBeNull();
  });
});

describe('recovery state (§4: e-mail and code kept across steps)', () => {
  it('round-trips, forgets, and survives garbage', () => {
    const storage = new MemoryStorage();
    expect(readRecovery(storage)).toEqual({ email: '', code: '' });
    writeRecovery(storage, { email: 'a@b.demo', code: '123456' });
    expect(readRecovery(storage)).toEqual({ email: 'a@b.demo', code: '123456' });
    writeRecovery(storage, null);
    expect(readRecovery(storage)).toEqual({ email: '', code: '' });
    storage.setItem('emplacamento.recovery', '{not json');
    expect(readRecovery(storage)).toEqual({ email: '', code: '' });
  });
});
