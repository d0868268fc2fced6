// "Would you recommend it?": yes, no, or no answer (the starting choice), as a radio group
// that arrow keys move through.
import { RadioButton } from 'primereact/radiobutton';
import { EXTRA_QUESTION_TEXTS } from '@module-feedback/shared';

const CHOICES = [
  { key: 'yes', label: EXTRA_QUESTION_TEXTS.yes, answer: true },
  { key: 'no', label: EXTRA_QUESTION_TEXTS.no, answer: false },
  { key: 'no-answer', label: EXTRA_QUESTION_TEXTS.noAnswer, answer: null },
] as const;

interface RecommendChoiceProps {
  value: boolean | null;
  onChange: (answer: boolean | null) => void;
}

export function RecommendChoice({ value, onChange }: RecommendChoiceProps) {
  return (
    <fieldset className="mf-choice">
      <legend className="mf-choice__legend">{EXTRA_QUESTION_TEXTS.wouldRecommend}</legend>
      <div className="mf-choice__options">
        {CHOICES.map(({ key, label, answer }) => {
          const id = `would-recommend-${key}`;
          return (
            <div key={key} className="mf-choice__option">
              <RadioButton
                inputId={id}
                name="would-recommend"
                value={key}
                checked={value === answer}
                onChange={() => onChange(answer)}
              />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
