import { describe, expect, it } from 'vitest';
import {
  reportsServedElsewhere,
  embeddedRuntimeConfig,
  parseRuntimeConfig,
  servicesOf,
  shortNameOf,
  tenantForHost,
  themeOf,
} from '../src/config/runtime-config';

const file = {
  defaultTenant: 'default',
  tenants: [
    {
      id: 'abracaf',
      nome: 'ABRACAF — Associação Fiat',
      hosts: ['abracaf.localhost'],
      tema: 'abracaf',
      cores: { primaria: '#B5121B' },
      logo: '/branding/abracaf/logo.svg',
      realtime: {
        provider: 'firestore',
        firestore: {
          projectId: 'abracaf-portal',
          apiKey: 'chave-web',
          emulators: { firestore: '127.0.0.1:8080', auth: 'http://127.0.0.1:9099' },
        },
      },
    },
    {
      id: 'assobrav',
      nome: 'ASSOBRAV',
      hosts: ['portal.assobrav.com.br'],
      services: { auth: 'https://auth.assobrav.com.br/', administracao: 'https://adm.example' },
      cores: { primaria: 'navy' },
      logo: '',
      // Firestore without a usable web configuration: the API's SSE, not a portal that cannot start.
      realtime: { provider: 'firestore', firestore: { projectId: 'sem-chave' } },
    },
    { id: 'default', nome: 'Portal Emplacamento', hosts: ['localhost'] },
    { nome: 'no id' },
  ],
  services: { auth: '', geral: 'https://geral.example/' },
};

describe('parseRuntimeConfig', () => {
  const config = parseRuntimeConfig(file);

  it('drops tenants without an id and keeps the others', () => {
    expect(config.tenants.map((tenant) => tenant.id)).toEqual(['abracaf', 'assobrav', 'default']);
  });

  it('reads service URLs in either vocabulary, without trailing slashes, missing ones same-origin', () => {
    expect(config.services.general).toBe('https://geral.example');
    expect(config.services.vehicles).toBe('');
    const assobrav = tenantForHost(config, 'portal.assobrav.com.br');
    expect(servicesOf(config, assobrav).auth).toBe('https://auth.assobrav.com.br');
    expect(servicesOf(config, assobrav).administration).toBe('https://adm.example');
    expect(servicesOf(config, tenantForHost(config, 'abracaf.localhost')).general).toBe(
      'https://geral.example',
    );
  });

  it('reads the brand colour and logo, dropping a colour that is not #rrggbb and an empty logo', () => {
    const abracaf = tenantForHost(config, 'abracaf.localhost');
    expect([abracaf.corPrimaria, abracaf.logo]).toEqual(['#B5121B', '/branding/abracaf/logo.svg']);
    const assobrav = tenantForHost(config, 'portal.assobrav.com.br');
    expect([assobrav.corPrimaria, assobrav.logo]).toEqual([null, null]);
  });

  it('names Firestore only with a usable web configuration, else the API’s SSE', () => {
    expect(tenantForHost(config, 'abracaf.localhost').realtime).toEqual({
      provider: 'firestore',
      firestore: {
        projectId: 'abracaf-portal',
        apiKey: 'chave-web',
        emulators: { firestore: '127.0.0.1:8080', auth: 'http://127.0.0.1:9099' },
      },
    });
    expect(tenantForHost(config, 'portal.assobrav.com.br').realtime).toEqual({ provider: 'sse' });
    expect(tenantForHost(config, 'localhost').realtime).toEqual({ provider: 'sse' });
  });

  it('always has the default tenant, even from an empty or broken file', () => {
    for (const broken of [null, 'x', { tenants: 'no' }]) {
      const parsed = parseRuntimeConfig(broken);
      expect(tenantForHost(parsed, 'anything.example').id).toBe('default');
    }
  });
});

describe('tenantForHost', () => {
  const config = parseRuntimeConfig(file);

  it('matches exact hosts case-insensitively', () => {
    expect(tenantForHost(config, 'ABRACAF.localhost').id).toBe('abracaf');
    expect(tenantForHost(config, 'portal.assobrav.com.br').id).toBe('assobrav');
  });

  it('falls back to the first label, then to the default tenant', () => {
    expect(tenantForHost(config, 'abracaf.example.com.br').id).toBe('abracaf');
    expect(tenantForHost(config, 'abracaf').id).toBe('default');
    expect(tenantForHost(config, 'unknown.example').id).toBe('default');
    expect(tenantForHost(config, '127.0.0.1').id).toBe('default');
  });
});

describe('themeOf and shortNameOf', () => {
  const config = parseRuntimeConfig(file);

  it('uses the tenant theme when the design system has it', () => {
    expect(themeOf(tenantForHost(config, 'abracaf.localhost'))).toBe('abracaf');
    expect(themeOf(tenantForHost(config, 'portal.assobrav.com.br'))).toBe('assobrav');
    const other = {
      id: 'other',
      nome: 'Other',
      hosts: [],
      tema: 'nope',
      corPrimaria: null,
      logo: null,
      services: null,
    };
    expect(themeOf({ ...other, realtime: { provider: 'sse' } })).toBe('default');
  });

  it('keeps the acronym of a long association name for the logo', () => {
    expect(shortNameOf(tenantForHost(config, 'abracaf.localhost'))).toBe('ABRACAF');
    expect(shortNameOf(tenantForHost(config, 'localhost'))).toBe('Portal Emplacamento');
  });
});

describe('embeddedRuntimeConfig', () => {
  const page = (text: string | null) => ({
    getElementById: (id: string) =>
      id === 'runtime-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('reads the configuration the API wrote into the page', () => {
    const config = embeddedRuntimeConfig(page(JSON.stringify(file)));
    expect(config?.tenants.map((t) => t.id)).toEqual(['abracaf', 'assobrav', 'default']);
    // The escape the API writes so no value can close the element reads back as the character.
    const escaped = JSON.stringify({ ...file, defaultTenant: 'default' }).replace(
      'ABRACAF — Associação Fiat',
      '\\u003c/script> ABRACAF',
    );
    expect(embeddedRuntimeConfig(page(escaped))?.tenants[0]?.nome).toBe('</script> ABRACAF');
  });

  it('answers undefined without the element, so the portal fetches /config.json', () => {
    expect(embeddedRuntimeConfig(page(null))).toBeUndefined();
    expect(embeddedRuntimeConfig(page(''))).toBeUndefined();
  });

  it('fails on a page whose configuration is not JSON, for the start error page', () => {
    expect(() => embeddedRuntimeConfig(page('{não'))).toThrow(SyntaxError);
  });
});

describe('reportsServedElsewhere', () => {
  const origin = 'https://abracaf.emplacamento.com.br';
  it('is false for the portal itself: "" or an address of its own origin', () => {
    expect(reportsServedElsewhere('', origin)).toBe(false);
    expect(reportsServedElsewhere('/', origin)).toBe(false);
    expect(reportsServedElsewhere(`${origin}/`, origin)).toBe(false);
  });
  it('is true for another host, scheme or port, and for an address it cannot read', () => {
    expect(reportsServedElsewhere('https://relatorios.abracaf.com.br', origin)).toBe(true);
    expect(reportsServedElsewhere('http://abracaf.emplacamento.com.br', origin)).toBe(true);
    expect(reportsServedElsewhere('https://abracaf.emplacamento.com.br:8443', origin)).toBe(true);
    expect(reportsServedElsewhere('http://[', origin)).toBe(true);
  });
});
