/**
 * Request options that send files as `multipart/form-data` under `files[]` (the upload calls of
 * product rules §7). The documents describe the part as binary text, so the typed `body` only carries
 * the shape; the serializer sends the real files, and fetch sets the boundary.
 * @example clients.general.POST('/api/Geral/Importacao/UploadArquivo', filesBody([file]))
 */
export function filesBody(
  files: readonly Blob[],
  field = 'files[]',
): { body: { 'files[]': string[] }; bodySerializer: () => FormData } {
  return {
    body: { 'files[]': files.map((file) => (file instanceof File ? file.name : 'arquivo')) },
    bodySerializer: () => {
      const form = new FormData();
      for (const file of files) {
        form.append(field, file, file instanceof File ? file.name : 'arquivo');
      }
      return form;
    },
  };
}

/**
 * Request options that send a flat object as `application/x-www-form-urlencoded` (the form calls,
 * e.g. `EfetivarFaturamentos/ObterEmpresasComFaturamentos`); undefined values are left out.
 */
export function formBody<Body extends Record<string, string | number | boolean | undefined>>(
  body: Body,
): { body: Body; bodySerializer: () => string; headers: { 'Content-Type': string } } {
  return {
    body,
    bodySerializer: () => {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) form.append(key, String(value));
      }
      return form.toString();
    },
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  };
}
