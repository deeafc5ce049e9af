import { useId, useRef, useState, type DragEvent } from 'react';

import { Icon } from '@/components/ui/icon';
import { ACCEPTED_EXTENSIONS } from '@/features/generator/constants';
import { formatFileSize } from '@/features/generator/utils/file';

interface FileDropZoneProps {
  file: File | null;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** Where a document is dropped or chosen; the 'Choose File' button is the keyboard path. */
export function FileDropZone({ file, disabled = false, onSelect, onRemove }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped && !disabled) onSelect(dropped);
  };

  const className = ['dropzone', 'file-drop', dragging && 'dropzone--dragging', file && 'file-drop--filled']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className}
      data-testid="drop-zone"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) openPicker();
      }}
    >
      <input
        ref={inputRef}
        type="file"
        className="file-drop__input"
        accept={ACCEPTED_EXTENSIONS.join(',')}
        aria-label="Document file"
        aria-describedby={hintId}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onSelect(chosen);
        }}
      />
      {file ? (
        <div className="file-drop__file">
          <Icon name="document" className="file-drop__file-icon" size={28} strokeWidth={1.8} />
          <div className="file-drop__file-text">
            <p className="file-drop__file-name">{file.name}</p>
            <p className="file-drop__file-size">{formatFileSize(file.size)}</p>
          </div>
          <button
            type="button"
            className="btn btn--ghost file-drop__remove"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <Icon name="close" size={20} strokeWidth={1.8} />
          </button>
        </div>
      ) : (
        <>
          <Icon name="upload" className="file-drop__icon" size={40} strokeWidth={1.8} />
          <p className="file-drop__title">{dragging ? 'Drop your file here' : 'Drag and drop your document here'}</p>
          <p className="file-drop__or">or</p>
        </>
      )}
      <button type="button" className="btn btn--secondary file-drop__choose" onClick={openPicker} disabled={disabled}>
        Choose File
      </button>
      <p id={hintId} className="file-drop__hint">
        PDF, DOC, DOCX, PPT, PPTX or TXT
      </p>
    </div>
  );
}
