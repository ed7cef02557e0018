import { Trash2, Upload } from 'lucide-react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import type { DropItem, FileDropItem } from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import { Button, IconButton } from '../Button';
import { ProgressBar } from '../ProgressBar';
import * as styles from './FileDropZone.css';

/** The state of one file the parent is uploading. */
export interface FileUpload {
  /** Key. */
  id: string;
  /** File name. */
  name: string;
  /** Percent sent, 0–100. */
  progress: number;
  /** Why it failed (the server's message). @default undefined */
  error?: string;
}

/** Props of {@link FileDropZone}. */
export interface FileDropZoneProps {
  /** Accessible name and visible title of the zone, e.g. "Arquivos de emplacamento". */
  label: string;
  /** Files in progress or done, with their progress and errors (the parent uploads). */
  files: readonly FileUpload[];
  /** Called with the files dropped or chosen. */
  onFilesAdded: (files: File[]) => void;
  /** Called to remove a file from the list. @default undefined */
  onRemove?: (id: string) => void;
  /** Accepted MIME types or extensions. @default any */
  accept?: string[];
  /** Several files at once. @default true */
  multiple?: boolean;
}

function isFile(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/**
 * Drop files or choose them (keyboard users use the button); each file shows its own progress
 * bar and error. Uploading is the parent's job, so this works with any API call.
 */
export function FileDropZone({
  label,
  files,
  onFilesAdded,
  onRemove,
  accept,
  multiple = true,
}: FileDropZoneProps) {
  const messages = useUiMessages();
  return (
    <div>
      <DropZone
        aria-label={label}
        className={styles.zone}
        getDropOperation={(types) =>
          !accept ||
          accept.some((type) => types.has(type)) ||
          accept.some((type) => type.startsWith('.'))
            ? 'copy'
            : 'cancel'
        }
        onDrop={(event) => {
          void Promise.all(event.items.filter(isFile).map((item) => item.getFile())).then(
            (dropped) => {
              onFilesAdded(multiple ? dropped : dropped.slice(0, 1));
            },
          );
        }}
      >
        <Upload size={28} aria-hidden />
        <Text slot="label">{label}</Text>
        <span>{messages.dropFiles}</span>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={multiple}
          onSelect={(list) => {
            if (list) onFilesAdded(Array.from(list));
          }}
        >
          <Button variant="secondary" size="sm">
            {messages.browseFiles}
          </Button>
        </FileTrigger>
      </DropZone>
      {files.length > 0 && (
        <ul className={styles.list} aria-label={label}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <ProgressBar
                label={file.name}
                value={file.progress}
                danger={file.error !== undefined}
              />
              {onRemove && (
                <IconButton
                  label={`${messages.removeFile} ${file.name}`}
                  icon={<Trash2 size={16} aria-hidden />}
                  onPress={() => {
                    onRemove(file.id);
                  }}
                />
              )}
              {file.error && (
                <span role="alert" className={styles.error}>
                  {file.error}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
