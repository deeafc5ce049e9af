import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import type { QuizExportFormat } from '@/features/quizzes/api/export-quiz';

const FORMATS: { format: QuizExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'gift', label: 'Moodle GIFT' },
];

interface ExportMenuProps {
  busy: boolean;
  disabled?: boolean;
  onExport: (format: QuizExportFormat) => void;
}

/** 'Export' button with a small menu of server-built formats; arrow keys move, Escape closes. */
export function ExportMenu({ busy, disabled = false, onExport }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => !!item);
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(current + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="dropdown export-menu" ref={rootRef}>
      <BusyButton
        ref={buttonRef}
        className="btn btn--ghost btn--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy || disabled}
        onClick={() => setOpen((value) => !value)}
        busy={busy}
      >
        Export <span aria-hidden="true">▾</span>
      </BusyButton>
      {open && (
        <div id={menuId} role="menu" aria-label="Export format" className="dropdown__menu export-menu__menu" onKeyDown={onMenuKey}>
          {FORMATS.map(({ format, label }, index) => (
            <button
              key={format}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="dropdown__item"
              onClick={() => {
                close();
                onExport(format);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
