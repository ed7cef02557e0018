// The documents declare the `Domain` header as required on every call (the server enforces it),
// but callers never pass it: the tenant middleware sets it. These types drop it from what a call
// must give, so `client.GET(path)` needs no `params.header`.

type WithoutDomainParameters<P> = P extends { header: infer H }
  ? Omit<P, 'header'> & { header?: Omit<H, 'Domain'> }
  : P;

type WithoutDomainOperation<O> = O extends { parameters: infer P }
  ? Omit<O, 'parameters'> & { parameters: WithoutDomainParameters<P> }
  : O;

/** Generated `paths` with the `Domain` header removed from what callers pass. */
export type TenantPaths<Paths> = {
  [Path in keyof Paths]: {
    [Member in keyof Paths[Path]]: Member extends 'parameters'
      ? WithoutDomainParameters<Paths[Path][Member]>
      : WithoutDomainOperation<Paths[Path][Member]>;
  };
};
