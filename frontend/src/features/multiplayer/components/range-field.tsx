import { useId } from 'react';

interface RangeFieldProps {
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  /** The value as shown beside the label (and read out), e.g. '30 s'. */
  format?: (value: number) => string;
  spoken?: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider with its current value beside the label. */
export function RangeField({ label, value, range, format = String, spoken, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label mp-slider-label" htmlFor={id}>
        <span>{label}</span>
        <output htmlFor={id}>{format(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        className="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={spoken?.(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
