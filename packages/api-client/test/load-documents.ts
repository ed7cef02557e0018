// Loads the openapi/ documents with every $ref resolved, the way the back end does.
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { openapiDir, serviceDocuments } from '../scripts/documents';
import type { ServiceKey } from '../scripts/documents';

/** The parts of an OpenAPI operation the contract tests read. */
export interface OperationShape {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  'x-extension'?: boolean;
}

/** A bundled, dereferenced document reduced to what the tests read. */
export interface DocumentShape {
  servers?: { url: string }[];
  security?: unknown[];
  paths: Record<string, Record<string, unknown> & { parameters?: OperationShape['parameters'] }>;
}

/** Bundles one service document (refs to components.yaml resolved and inlined). */
export async function loadDocument(service: ServiceKey): Promise<DocumentShape> {
  const config = await createConfig({});
  const ref = fileURLToPath(new URL(serviceDocuments[service], openapiDir));
  const result = await bundle({ ref, config, dereference: true });
  return result.bundle.parsed as DocumentShape;
}

/** Every service document, bundled. */
export async function loadAllDocuments(): Promise<Map<ServiceKey, DocumentShape>> {
  const entries = await Promise.all(
    (Object.keys(serviceDocuments) as ServiceKey[]).map(
      async (service) => [service, await loadDocument(service)] as const,
    ),
  );
  return new Map(entries);
}
