/**
 * A row of pressed/unpressed buttons choosing one view (the figure a chart draws, how a table groups its rows):
 * a labelled group, so a screen reader says what the buttons choose between.
 */
export function ToggleGroup<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <div className="toggle-group" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option}
          type="button"
          className="btn"
          aria-pressed={props.value === option}
          onClick={() => props.onChange(option)}
        >
          {props.text(option)}
        </button>
      ))}
    </div>
  );
}
