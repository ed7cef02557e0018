// Every rule's message in all four languages, produced through the registry from a failing value.
// Expected strings are written out here, not read from the catalogues, so a changed wording fails.
import { describe, expect, it } from 'vitest';
import {
  catalogs,
  formatMessage,
  resolveLocale,
  validate,
  type Locale,
  type RuleList,
  type RuleName,
} from '../src/index';

interface Case {
  readonly rules: RuleList;
  readonly value: unknown;
  readonly values?: Record<string, unknown>;
  readonly labels?: Record<string, string>;
  readonly expected: Readonly<Record<'pt-BR' | 'en' | 'fr' | 'de', string>>;
}

const cases: Readonly<Record<RuleName, Case>> = {
  required: {
    rules: 'required',
    value: '',
    expected: {
      'pt-BR': 'O campo Nome precisa ser informado',
      en: 'The Nome field is required',
      fr: 'Le champ Nome doit être renseigné',
      de: 'Das Feld Nome muss ausgefüllt werden',
    },
  },
  required_if: {
    rules: 'required_if:tipo,PF',
    value: '  ',
    values: { tipo: 'PF' },
    expected: {
      'pt-BR': 'O campo Nome precisa ser informado',
      en: 'The Nome field is required',
      fr: 'Le champ Nome doit être renseigné',
      de: 'Das Feld Nome muss ausgefüllt werden',
    },
  },
  alpha: {
    rules: 'alpha',
    value: 'João!',
    expected: {
      'pt-BR': 'O campo Nome deve conter somente letras e números',
      en: 'The Nome field may only contain letters and numbers',
      fr: 'Le champ Nome ne peut contenir que des lettres et des chiffres',
      de: 'Das Feld Nome darf nur Buchstaben und Ziffern enthalten',
    },
  },
  alpha_spaces: {
    rules: 'alpha_spaces',
    value: 'João-Silva',
    expected: {
      'pt-BR': 'O campo Nome deve conter somente letras, números e espaços',
      en: 'The Nome field may only contain letters, numbers and spaces',
      fr: 'Le champ Nome ne peut contenir que des lettres, des chiffres et des espaces',
      de: 'Das Feld Nome darf nur Buchstaben, Ziffern und Leerzeichen enthalten',
    },
  },
  length: {
    rules: 'length:4',
    value: 'abc',
    expected: {
      'pt-BR': 'O campo Nome deve conter exatamente 4 caracteres',
      en: 'The Nome field must be exactly 4 characters long',
      fr: 'Le champ Nome doit contenir exactement 4 caractères',
      de: 'Das Feld Nome muss genau 4 Zeichen lang sein',
    },
  },
  min: {
    rules: 'min:3',
    value: 'ab',
    expected: {
      'pt-BR': 'O campo Nome deve conter pelo menos 3 caracteres',
      en: 'The Nome field must be at least 3 characters long',
      fr: 'Le champ Nome doit contenir au moins 3 caractères',
      de: 'Das Feld Nome muss mindestens 3 Zeichen lang sein',
    },
  },
  max: {
    rules: 'max:3',
    value: 'abcd',
    expected: {
      'pt-BR': 'O campo Nome não deve ter mais que 3 caracteres',
      en: 'The Nome field may not be longer than 3 characters',
      fr: 'Le champ Nome ne peut pas contenir plus de 3 caractères',
      de: 'Das Feld Nome darf höchstens 3 Zeichen lang sein',
    },
  },
  email: {
    rules: 'email',
    value: 'fulano@',
    expected: {
      'pt-BR': 'O campo Nome não possui um email válido',
      en: 'The Nome field does not contain a valid email',
      fr: "Le champ Nome ne contient pas d'adresse e-mail valide",
      de: 'Das Feld Nome enthält keine gültige E-Mail-Adresse',
    },
  },
  numeric: {
    rules: 'numeric',
    value: '12a',
    expected: {
      'pt-BR': 'O campo Nome deve conter somente caracteres numéricos',
      en: 'The Nome field may only contain numeric characters',
      fr: 'Le champ Nome ne peut contenir que des caractères numériques',
      de: 'Das Feld Nome darf nur Ziffern enthalten',
    },
  },
  digits: {
    rules: 'digits:4',
    value: '123',
    expected: {
      'pt-BR': 'O campo Nome deve ser numérico e ter exatamente 4 dígitos',
      en: 'The Nome field must be numeric and exactly 4 digits long',
      fr: 'Le champ Nome doit être numérique et contenir exactement 4 chiffres',
      de: 'Das Feld Nome muss numerisch sein und genau 4 Ziffern haben',
    },
  },
  max_value: {
    rules: 'max_value:10',
    value: '11',
    expected: {
      'pt-BR': 'O valor de Nome deve ser no máximo 10',
      en: 'The value of Nome must be at most 10',
      fr: 'La valeur de Nome doit être au maximum 10',
      de: 'Der Wert von Nome darf höchstens 10 sein',
    },
  },
  min_value: {
    rules: 'min_value:1',
    value: '0',
    expected: {
      'pt-BR': 'O valor de Nome deve ser no mínimo 1',
      en: 'The value of Nome must be at least 1',
      fr: 'La valeur de Nome doit être au minimum 1',
      de: 'Der Wert von Nome muss mindestens 1 sein',
    },
  },
  date_format: {
    rules: 'date_format',
    value: '31/02/2024',
    expected: {
      'pt-BR': 'Insira uma data válida no campo Nome',
      en: 'Enter a valid date in the Nome field',
      fr: 'Saisissez une date valide dans le champ Nome',
      de: 'Geben Sie im Feld Nome ein gültiges Datum ein',
    },
  },
  before: {
    rules: 'before:fim',
    value: '02/01/2024',
    values: { fim: '01/01/2024' },
    labels: { fim: 'Data final' },
    expected: {
      'pt-BR': 'A data do campo Nome deve ser anterior à data de Data final',
      en: 'The Nome date must be earlier than the Data final date',
      fr: 'La date du champ Nome doit être antérieure à la date de Data final',
      de: 'Das Datum im Feld Nome muss vor dem Datum von Data final liegen',
    },
  },
  after: {
    rules: 'after:inicio',
    value: '01/01/2024',
    values: { inicio: '01/01/2024' },
    labels: { inicio: 'Data inicial' },
    expected: {
      'pt-BR': 'A data do campo Nome deve ser posterior à data de Data inicial',
      en: 'The Nome date must be later than the Data inicial date',
      fr: 'La date du champ Nome doit être postérieure à la date de Data inicial',
      de: 'Das Datum im Feld Nome muss nach dem Datum von Data inicial liegen',
    },
  },
  telefone: {
    rules: 'telefone',
    value: '11 9876-543',
    expected: {
      'pt-BR': 'O valor inserido no campo Nome não é válido',
      en: 'The value entered in the Nome field is not valid',
      fr: "La valeur saisie dans le champ Nome n'est pas valide",
      de: 'Der im Feld Nome eingegebene Wert ist ungültig',
    },
  },
  cpf: { rules: 'cpf', value: '529.982.247-26', expected: documentMessages() },
  cnpj: { rules: 'cnpj', value: '11.222.333/0001-82', expected: documentMessages() },
  cpf_cnpj: { rules: 'cpf_cnpj', value: '11222333000182', expected: documentMessages() },
  placa: {
    rules: 'placa',
    value: 'AB-1234',
    expected: {
      'pt-BR': 'Insira uma placa válida.',
      en: 'Enter a valid plate.',
      fr: "Saisissez une plaque d'immatriculation valide.",
      de: 'Geben Sie ein gültiges Kennzeichen ein.',
    },
  },
  chassi: {
    rules: 'chassi',
    value: '9BWZZZ377VT00425',
    expected: {
      'pt-BR': 'Insira um chassi válido.',
      en: 'Enter a valid chassis number.',
      fr: 'Saisissez un numéro de châssis valide.',
      de: 'Geben Sie eine gültige Fahrgestellnummer ein.',
    },
  },
  renavam: {
    rules: 'renavam',
    value: '00639884963',
    expected: {
      'pt-BR': 'Insira um renavam válido.',
      en: 'Enter a valid RENAVAM.',
      fr: 'Saisissez un RENAVAM valide.',
      de: 'Geben Sie eine gültige RENAVAM ein.',
    },
  },
  placa_min: {
    rules: 'placa_min:1000',
    value: 'ABC-0999',
    expected: {
      'pt-BR': 'O número da placa deve ser no mínimo 1000',
      en: 'The plate number must be at least 1000',
      fr: 'Le numéro de la plaque doit être au minimum 1000',
      de: 'Die Kennzeichennummer muss mindestens 1000 sein',
    },
  },
  decimal_min: {
    rules: 'decimal_min',
    value: '0,00',
    expected: {
      'pt-BR': 'Informe um valor válido no campo Nome',
      en: 'Enter a valid value in the Nome field',
      fr: 'Saisissez une valeur valide dans le champ Nome',
      de: 'Geben Sie im Feld Nome einen gültigen Wert ein',
    },
  },
  diferente: {
    rules: 'diferente:Selecione',
    value: 'Selecione',
    expected: {
      'pt-BR': 'O valor de Nome deve ser diferente de Selecione',
      en: 'The value of Nome must be different from Selecione',
      fr: 'La valeur de Nome doit être différente de Selecione',
      de: 'Der Wert von Nome muss sich von Selecione unterscheiden',
    },
  },
  cep: {
    rules: 'cep',
    value: '0131-100',
    expected: {
      'pt-BR': 'Insira um CEP válido.',
      en: 'Enter a valid CEP (postal code).',
      fr: 'Saisissez un CEP (code postal) valide.',
      de: 'Geben Sie eine gültige CEP (Postleitzahl) ein.',
    },
  },
  youtube: {
    rules: 'youtube',
    value: 'https://vimeo.com/1',
    expected: {
      'pt-BR': 'Insira uma URL válida do YouTube.',
      en: 'Enter a valid YouTube URL.',
      fr: 'Saisissez une URL YouTube valide.',
      de: 'Geben Sie eine gültige YouTube-URL ein.',
    },
  },
  coordenadas: {
    rules: 'coordenadas',
    value: '-23.5 -46.6',
    expected: {
      'pt-BR': 'Insira coordenadas válidas no campo Nome (latitude,longitude).',
      en: 'Enter valid coordinates in the Nome field (latitude,longitude).',
      fr: 'Saisissez des coordonnées valides dans le champ Nome (latitude,longitude).',
      de: 'Geben Sie im Feld Nome gültige Koordinaten ein (Breite,Länge).',
    },
  },
  url: {
    rules: 'url',
    value: 'abrac.org.br',
    expected: {
      'pt-BR': 'Insira um endereço válido no campo Nome (https://…).',
      en: 'Enter a valid address in the Nome field (https://…).',
      fr: 'Saisissez une adresse valide dans le champ Nome (https://…).',
      de: 'Geben Sie im Feld Nome eine gültige Adresse ein (https://…).',
    },
  },
};

function documentMessages() {
  return {
    'pt-BR': 'Documento inválido',
    en: 'Invalid document',
    fr: 'Document invalide',
    de: 'Ungültiges Dokument',
  };
}

const locales = ['pt-BR', 'en', 'fr', 'de'] as const;
const table = Object.entries(cases).flatMap(([rule, c]) =>
  locales.map((locale) => [rule, locale, c] as const),
);

describe('messages', () => {
  it.each(table)('%s in %s', (_rule, locale, c) => {
    const options = { field: 'Nome', locale, values: c.values ?? {}, labels: c.labels ?? {} };
    expect(validate(c.value, c.rules, options)).toBe(c.expected[locale]);
  });

  it('covers every rule of every catalogue, and pt is pt-BR', () => {
    for (const locale of Object.keys(catalogs) as Locale[]) {
      expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(cases).sort());
    }
    expect(catalogs.pt).toBe(catalogs['pt-BR']);
    expect(validate('', 'required', { field: 'Nome', locale: 'pt' })).toBe(
      cases.required.expected['pt-BR'],
    );
  });

  it('leaves a placeholder without a parameter visible', () => {
    expect(formatMessage('min', { field: 'Nome' })).toBe(
      'O campo Nome deve conter pelo menos {length} caracteres',
    );
    expect(formatMessage('required')).toBe('O campo {field} precisa ser informado');
  });

  it('resolves language tags to a supported locale, defaulting to pt-BR', () => {
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('FR-ca')).toBe('fr');
    expect(resolveLocale('de')).toBe('de');
    expect(resolveLocale('pt-PT')).toBe('pt-BR');
    expect(resolveLocale('es-AR')).toBe('pt-BR');
    expect(resolveLocale('')).toBe('pt-BR');
    expect(resolveLocale(undefined)).toBe('pt-BR');
  });

  it('falls back to pt-BR for a locale it does not have (JavaScript callers)', () => {
    expect(formatMessage('placa', {}, 'es' as Locale)).toBe('Insira uma placa válida.');
  });
});
