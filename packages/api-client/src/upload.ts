/**
 * Request options that send files as `multipart/form-data` under `files[]` (the upload calls of
 * portal-spec §7). The documents describe the part as binary text, so the typed `body` only carries
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
