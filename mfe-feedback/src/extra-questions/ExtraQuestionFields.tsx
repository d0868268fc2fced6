// The extra questions under the aspects: hours per week and whether the student would
// recommend the module. Both optional; answering them alone does not fill the form.
import { EXTRA_QUESTION_TEXTS } from '@module-feedback/shared';
import { HoursPerWeekInput } from './HoursPerWeekInput';
import { RecommendChoice } from './RecommendChoice';

interface ExtraQuestionFieldsProps {
  hoursPerWeek: string;
  wouldRecommend: boolean | null;
  onHoursPerWeekChange: (typed: string) => void;
  onWouldRecommendChange: (answer: boolean | null) => void;
}

export function ExtraQuestionFields({
  hoursPerWeek,
  wouldRecommend,
  onHoursPerWeekChange,
  onWouldRecommendChange,
}: ExtraQuestionFieldsProps) {
  return (
    <fieldset className="mf-aspect">
      <legend className="mf-aspect__title">{EXTRA_QUESTION_TEXTS.title}</legend>
      <HoursPerWeekInput value={hoursPerWeek} onChange={onHoursPerWeekChange} />
      <RecommendChoice value={wouldRecommend} onChange={onWouldRecommendChange} />
    </fieldset>
  );
}
