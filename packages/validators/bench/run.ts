// Throughput of CPF and CNPJ validation: ours against @brazilian-utils/brazilian-utils and
// cpf-cnpj-validator, in one process, on the same inputs. Run: pnpm --filter @emplacamento/validators bench
import {
  isValidCnpj as buIsValidCnpj,
  isValidCpf as buIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import { cnpj as ccvCnpj, cpf as ccvCpf } from 'cpf-cnpj-validator';
import { Bench } from 'tinybench';
import { isValidCnpj, isValidCpf, validate } from '../src/index';
import { alphanumericCnpjInputs, cnpjInputs, cpfInputs } from './inputs';

type Validator = (value: string) => boolean;

interface Group {
  readonly title: string;
  readonly inputs: readonly string[];
  readonly ours: Validator;
  readonly peers: Readonly<Record<string, Validator>>;
}

const INPUTS = 1000;

const groups: Group[] = [
  {
    title: 'CPF (valid/invalid, formatted/unformatted)',
    inputs: cpfInputs(INPUTS),
    ours: isValidCpf,
    peers: {
      '@brazilian-utils/brazilian-utils isValidCpf': buIsValidCpf,
      'cpf-cnpj-validator cpf.isValid': (v) => ccvCpf.isValid(v),
    },
  },
  {
    title: 'CNPJ numeric (valid/invalid, formatted/unformatted)',
    inputs: cnpjInputs(INPUTS),
    ours: isValidCnpj,
    peers: {
      '@brazilian-utils/brazilian-utils isValidCnpj': (v) => buIsValidCnpj(v),
      'cpf-cnpj-validator cnpj.isValid': (v) => ccvCnpj.isValid(v),
    },
  },
  {
    title: 'CNPJ alphanumeric (IN RFB 2.229/2024; @brazilian-utils needs { version: 2 })',
    inputs: alphanumericCnpjInputs(INPUTS),
    ours: isValidCnpj,
    peers: {
      '@brazilian-utils/brazilian-utils isValidCnpj v2': (v) => buIsValidCnpj(v, { version: 2 }),
      'cpf-cnpj-validator cnpj.isValid': (v) => ccvCnpj.isValid(v),
    },
  },
];

/** Refuses to compare libraries that disagree: a faster wrong answer is not a result. */
function checkAgreement(group: Group): number {
  let valid = 0;
  for (const input of group.inputs) {
    const expected = group.ours(input);
    if (expected) valid++;
    for (const [name, peer] of Object.entries(group.peers)) {
      if (peer(input) !== expected)
        throw new Error(`${name} disagrees on ${input} (ours: ${expected})`);
    }
  }
  return valid;
}

let sink = 0;
const format = (n: number) => Math.round(n).toLocaleString('en-US').padStart(13);

for (const group of groups) {
  const valid = checkAgreement(group);
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  const all: [string, Validator][] = [
    ['@emplacamento/validators (ours)', group.ours],
    ...Object.entries(group.peers),
  ];
  for (const [name, validator] of all) {
    const inputs = group.inputs;
    bench.add(name, () => {
      for (let i = 0; i < inputs.length; i++) if (validator(inputs[i]!)) sink++;
    });
  }
  await bench.run();
  // One task call validates every input: validations per second = calls per second × inputs.
  const rates = bench.tasks.map((task) => {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
    return {
      name: task.name,
      rate: result.throughput.mean * group.inputs.length,
      rme: result.latency.rme,
    };
  });
  const ours = rates[0]!.rate;
  const fastestPeer = Math.max(...rates.slice(1).map((r) => r.rate));
  console.log(
    `\n${group.title}: ${group.inputs.length} inputs, ${valid} valid, all libraries agree`,
  );
  for (const r of rates)
    console.log(`  ${r.name.padEnd(48)} ${format(r.rate)} validations/s  ±${r.rme.toFixed(1)}%`);
  console.log(`  ratio ours / fastest peer: ${(ours / fastestPeer).toFixed(2)}×`);
}
// The registry as an import uses it, one row at a time: rule parsing is cached, so this is the
// cost of the rule loop and the message lookup on top of the predicate. Ours only: no peer has one.
{
  const inputs = [...groups[0]!.inputs, ...groups[1]!.inputs];
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench.add("validate(value, 'required|cpf_cnpj')", () => {
    for (let i = 0; i < inputs.length; i++)
      if (validate(inputs[i], 'required|cpf_cnpj') === null) sink++;
  });
  await bench.run();
  const result = bench.tasks[0]!.result;
  if (result.state !== 'completed') throw new Error(result.state);
  console.log(`\nRegistry, CPF and CNPJ inputs above (ours only)`);
  console.log(
    `  ${bench.tasks[0]!.name.padEnd(48)} ${format(result.throughput.mean * inputs.length)} validations/s`,
  );
}

console.log(`\n(${sink} valid results counted, so no call is optimised away)`);
